import { describe, expect, it } from 'vitest';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

describe('the wallet through GraphQL', () => {
  it('shows an empty wallet when it is off', async () => {
    expect((await t.gql('{ wallet { enabled balance { paise } transactions { id } } }')).data.wallet).toEqual({
      enabled: false,
      balance: { paise: 0 },
      transactions: [],
    });
  });
});
