import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { addressInput } from '../../test-utils/account-fixtures.ts';
import { api, setupAccountUpstream } from '../../test-utils/account-upstream.ts';
import { refusal } from '../../test-utils/refusal.ts';

const t = setupAccountUpstream();
const { call } = t;

describe('pin codes', () => {
  it.each([
    ['700001', { serviceable: true, city: 'Kolkata', state: 'WB', message: null }],
    ['800001', { serviceable: true, city: 'Patna', state: 'BR', message: null }],
    ['834001', { serviceable: true, state: 'JH', message: null }],
    ['751001', { serviceable: true, city: 'Bhubaneswar', state: 'OD', message: null }],
    ['768017', { serviceable: true, city: 'Burla', state: 'OD', message: null }],
    ['700012', { serviceable: true, city: 'Kolkata', state: 'WB', message: null }],
    ['734101', { serviceable: false, city: 'Darjiling', state: 'WB', message: M.deliverySuspended }],
    ['828111', { serviceable: false, state: 'JH', message: M.deliveriesStopped }],
    ['735101', { serviceable: false, message: M.deliveryDown }],
    ['110001', { serviceable: false, city: null, state: null, message: M.invalidPinCode }],
    ['70000', { serviceable: false, message: M.invalidPinCode }],
    ['7000011', { serviceable: false, message: M.invalidPinCode }],
    ['abcdef', { serviceable: false, message: M.invalidPinCode }],
  ])('%s', async (pin, expected) => {
    const { status, body } = await api(t.up.url, `/api/pincodes/${pin}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject(expected);
  });
});

describe('address validation', () => {
  it.each([
    [{ name: '' }, M.fieldRequired, 'name'],
    [{ name: undefined }, M.fieldRequired, 'name'],
    [{ name: 'A' }, M.nameMin2, 'name'],
    [{ name: 'R2D2 Unit' }, M.invalidName, 'name'],
    [{ mobile: '' }, M.fieldRequired, 'mobile'],
    [{ mobile: '5876543210' }, M.invalidMobile, 'mobile'],
    [{ mobile: '98765' }, M.invalidMobile, 'mobile'],
    [{ mobile: '98765432101' }, M.invalidMobile, 'mobile'],
    [{ alternateMobile: '12345' }, M.invalidMobile, 'alternateMobile'],
    [{ pinCode: '' }, M.fieldRequired, 'pinCode'],
    [{ pinCode: '7000' }, M.invalidPinCode, 'pinCode'],
    [{ pinCode: '110001' }, M.invalidPinCode, 'pinCode'],
    [{ pinCode: '734101', city: 'Darjiling' }, M.deliverySuspended, 'pinCode'],
    [{ pinCode: '828111', state: 'JH' }, M.deliveriesStopped, 'pinCode'],
    [{ pinCode: '800001' }, M.pinStateMismatch, 'state'],
    [{ state: 'KA' }, M.selectRequired, 'state'],
    [{ state: '' }, M.selectRequired, 'state'],
    [{ city: ' ' }, M.fieldRequired, 'city'],
    [{ street: '' }, M.fieldRequired, 'street'],
    [{ apartment: '' }, M.fieldRequired, 'apartment'],
  ])('%j is refused: %s', async (overrides, message, field) => {
    const reply = await call('/api/account/addresses', { body: addressInput(overrides) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal(400, message, { field }));
    expect((await call('/api/account/addresses')).body.result).toEqual([]);
  });

  it('accepts Bengali names and a blank alternate number', async () => {
    const reply = await call('/api/account/addresses', { body: addressInput({ name: 'অনিতা দাস', alternateMobile: '' }) });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ name: 'অনিতা দাস', alternate_mobile: null, is_default: true, state: 'WB' });
    await call(`/api/account/addresses/${reply.body.result.id}`, { method: 'DELETE' });
  });
});

describe('saved addresses', () => {
  it('keeps one copy of the same address saved again (Save pressed again after a lost answer), and makes it the default when asked', async () => {
    const first = await call('/api/account/addresses', { body: addressInput({ street: 'Same Street 1' }) });
    const again = await call('/api/account/addresses', { body: addressInput({ street: 'Same Street 1' }) });
    expect(again.body.result).toEqual(first.body.result);
    const other = await call('/api/account/addresses', { body: addressInput({ street: 'Same Street 1', apartment: 'Flat 3C' }) });
    expect(other.body.result.id).not.toBe(first.body.result.id);
    const asDefault = await call('/api/account/addresses', { body: addressInput({ street: 'Same Street 1', apartment: 'Flat 3C', isDefault: true }) });
    expect(asDefault.body.result).toMatchObject({ id: other.body.result.id, is_default: true });
    const list = (await call('/api/account/addresses')).body.result as { id: string; is_default: boolean }[];
    expect(list.map((a) => a.id)).toEqual([first.body.result.id, other.body.result.id]);
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([other.body.result.id]);
    for (const address of list) await call(`/api/account/addresses/${address.id}`, { method: 'DELETE' });
  });

  it('keeps one default, refuses the 7th address, updates and deletes', async () => {
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const reply = await call('/api/account/addresses', { body: addressInput({ street: `Street ${i}`, isDefault: i === 3 }) });
      expect(reply.status).toBe(200);
      made.push(reply.body.result.id);
    }
    const seventh = await call('/api/account/addresses', { body: addressInput({ street: 'Street 7' }) });
    expect(seventh.body).toEqual(refusal(400, M.tooManyAddresses));
    let list = (await call('/api/account/addresses')).body.result;
    expect(list).toHaveLength(6);
    expect(list.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: string }) => a.id)).toEqual([made[3]]);

    const updated = await call(`/api/account/addresses/${made[0]}`, {
      method: 'PUT',
      body: addressInput({ pinCode: '800001', city: 'Patna', state: 'BR', isDefault: true }),
    });
    expect(updated.body.result).toMatchObject({ id: made[0], pin_code: '800001', state: 'BR', is_default: true });
    const badUpdate = await call(`/api/account/addresses/${made[1]}`, { method: 'PUT', body: addressInput({ mobile: '123' }) });
    expect(badUpdate.status).toBe(400);

    expect((await call(`/api/account/addresses/${made[0]}`, { method: 'DELETE' })).body.result).toBe(true);
    list = (await call('/api/account/addresses')).body.result;
    expect(list).toHaveLength(5);
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
    expect(list.find((a: { id: string }) => a.id === made[1]).mobile).toBe('9876543210');
    expect((await call('/api/account/addresses/nope', { method: 'DELETE' })).status).toBe(404);
  });
});
