import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { addressInput } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

describe('addresses and pin codes through GraphQL', () => {
  it('checks a pin code without signing in', async () => {
    const { data } = await t.gql(
      '{ a: checkPinCode(pinCode: "700001") { serviceable city state message } b: checkPinCode(pinCode: "734101") { serviceable message } c: checkPinCode(pinCode: "12") { serviceable message } }',
      {},
      null,
    );
    expect(data).toEqual({
      a: { serviceable: true, city: 'Kolkata', state: 'WB', message: null },
      b: { serviceable: false, message: M.deliverySuspended },
      c: { serviceable: false, message: M.invalidPinCode },
    });
  });

  it('refuses a bad address with BAD_USER_INPUT and the field message', async () => {
    const reply = await t.gql('mutation($input: AddressInput!) { addAddress(input: $input) { id } }', { input: addressInput({ mobile: '12345' }) });
    expect(reply.errors?.[0]).toMatchObject({ message: M.invalidMobile, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql('{ addresses { id } }')).data.addresses).toEqual([]);
  });
});
