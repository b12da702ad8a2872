import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { setupAccountGateway } from '../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

describe("the customer's own records need a token", () => {
  it.each([
    ['{ addresses { id } }'],
    ['{ orders { total } }'],
    ['{ wallet { enabled } }'],
    ['{ notifications { id } }'],
    ['mutation { addPatient(name: "Ravi Das", age: 3) { id } }'],
  ])('%s needs a token: UNAUTHENTICATED without one (sign in) or with a bad one (session timed out)', async (query) => {
    for (const [token, message] of [
      [null, M.loginRequired],
      ['garbage', M.sessionTimeout],
    ] as const) {
      const reply = await t.gql(query, {}, token);
      expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(reply.errors?.[0]?.message).toBe(message);
    }
  });
});
