import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '../gateway/yoga.ts';
import { type AccountUpstream, startAccountUpstream } from './account-upstream.ts';
import { type GqlReply, gql, gqlUpload } from './gql.ts';
import { createCustomer, type TestCustomer } from './users.ts';

export interface AccountGateway {
  up: AccountUpstream;
  gateway: Gateway;
  /** The customer whose token the calls carry unless told otherwise. */
  me: TestCustomer;
  /** Another customer, to show that one's records are hidden from the other. */
  other: TestCustomer;
  gql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlReply>;
  gqlUpload(query: string, variables: Record<string, unknown>, fileVar: string, file: File, token?: string | null): Promise<GqlReply>;
}

/**
 * A real upstream (account tables, a movable clock) and the gateway in process for one test file, with
 * two customers. Call at the top of the file; the fields are there once the file's tests run.
 */
export function setupAccountGateway(options: { other?: Parameters<typeof createCustomer>[1] } = {}): AccountGateway {
  const run = {
    gql: (query, variables = {}, token = run.me.token) => gql(run.gateway.yoga, query, variables, { token }),
    gqlUpload: (query, variables, fileVar, file, token = run.me.token) => gqlUpload(run.gateway.yoga, query, variables, { variable: fileVar, file }, { token }),
  } as AccountGateway;
  beforeAll(async () => {
    run.up = await startAccountUpstream();
    run.gateway = createGateway({ upstreamUrl: run.up.url });
    run.me = await createCustomer(run.up.db);
    run.other = await createCustomer(run.up.db, options.other);
  });
  afterAll(async () => {
    await run.gateway.close();
    await run.up.close();
  });
  return run;
}
