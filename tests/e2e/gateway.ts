import type { Page } from 'playwright-core';
import { type AnyVariables, createGraphqlClient, type Document, persistedOperation } from '../../src/lib/graphql-client.ts';

/**
 * GraphQL from the browser tests, as the storefront itself sends it: a persisted document (its hash),
 * since the storefront under test runs like `npm start` and refuses free-form queries.
 */

/** From Node, without a user: the data, or a thrown error with the gateway's refusal. */
export async function gatewayQuery<Data, Variables extends AnyVariables>(
  storefrontUrl: string,
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const reply = await createGraphqlClient(`${storefrontUrl}/graphql`).query(document, variables).toPromise();
  if (!reply.data) throw new Error(`gateway query failed: ${reply.error?.message ?? 'no data'}`);
  return reply.data;
}

/** From the page, with the signed-in customer's token: the whole reply ({ data, errors }). */
export async function pageQuery<Data, Variables extends AnyVariables>(
  page: Page,
  document: Document<Data, Variables>,
  variables: Variables,
): Promise<{ data?: Data | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const body = persistedOperation(document, variables);
  return page.evaluate(async (operation) => {
    const session = JSON.parse(localStorage.getItem('pharmaUserDetails') ?? '{}');
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.userLoginToken}` },
      body: JSON.stringify(operation),
    });
    return response.json();
  }, body);
}
