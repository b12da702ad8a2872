import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { setupAccountUpstream } from '../../test-utils/account-upstream.ts';

const t = setupAccountUpstream();
const { call } = t;

describe('patients', () => {
  it.each([
    [{ name: '', age: 30 }, M.invalidPatient],
    [{ name: 'A', age: 30 }, M.invalidPatient],
    [{ name: 'X'.repeat(61), age: 30 }, M.invalidPatient],
    [{ name: 'Rahul 2', age: 30 }, M.invalidPatient],
    [{ age: 30 }, M.invalidPatient],
    [{ name: 'Rahul Roy', age: -1 }, M.invalidPatientAge],
    [{ name: 'Rahul Roy', age: 121 }, M.invalidPatientAge],
    [{ name: 'Rahul Roy', age: 4.5 }, M.invalidPatientAge],
    [{ name: 'Rahul Roy', age: '30' }, M.invalidPatientAge],
    [{ name: 'Rahul Roy' }, M.invalidPatientAge],
  ])('%j is refused: %s', async (body, message) => {
    const reply = await call('/api/account/patients', { body });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(message);
    expect((await call('/api/account/patients')).body.result).toEqual([]);
  });

  it('keeps one patient when the same one is saved again (its first answer lost), and a namesake of another age apart', async () => {
    const first = (await call('/api/account/patients', { body: { name: 'Mita Sen', age: 41 } })).body.result;
    const again = (await call('/api/account/patients', { body: { name: 'Mita Sen', age: 41 } })).body.result;
    expect(again).toEqual(first);
    const older = (await call('/api/account/patients', { body: { name: 'Mita Sen', age: 70 } })).body.result;
    expect(older.id).not.toBe(first.id);
    const list = (await call('/api/account/patients')).body.result as { id: string }[];
    expect(list.map((p) => p.id)).toEqual([first.id, older.id]);
    for (const patient of list) await call(`/api/account/patients/${patient.id}`, { method: 'DELETE' });
  });

  it('adds, updates and deletes a patient (ages 0 and 120 allowed)', async () => {
    const baby = (await call('/api/account/patients', { body: { name: 'Baby Roy', age: 0 } })).body.result;
    expect(baby).toMatchObject({ name: 'Baby Roy', age: 0 });
    expect((await call(`/api/account/patients/${baby.id}`, { method: 'PUT', body: { name: 'Grand Roy', age: 120 } })).body.result).toEqual({
      id: baby.id,
      name: 'Grand Roy',
      age: 120,
    });
    expect((await call(`/api/account/patients/${baby.id}`, { method: 'PUT', body: { name: 'Grand Roy', age: 200 } })).status).toBe(400);
    expect((await call('/api/account/patients')).body.result).toEqual([{ id: baby.id, name: 'Grand Roy', age: 120 }]);
    expect((await call(`/api/account/patients/${baby.id}`, { method: 'DELETE' })).body.result).toBe(true);
    expect((await call('/api/account/patients')).body.result).toEqual([]);
  });
});
