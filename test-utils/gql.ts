import type { Gateway } from '../gateway/yoga.ts';

/** What a test reads of a GraphQL reply: the HTTP status, the data and the errors with their extensions. */
export type GqlError = { message: string; extensions?: { code?: string; [key: string]: unknown } };
export type GqlReply = { status: number; data?: any; errors?: GqlError[] };

export interface GqlOptions {
  /** Sent as `Authorization: Bearer`; none when null or absent. */
  token?: string | null | undefined;
  /** The client's address, as the storefront server's HTTP layer tells the gateway. */
  clientAddress?: string | undefined;
}

const ENDPOINT = 'http://gateway.test/graphql';

async function reply(response: Response): Promise<GqlReply> {
  return { status: response.status, ...((await response.json()) as Omit<GqlReply, 'status'>) };
}

const bearer = (token: string | null | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** One GraphQL request to a gateway in process (`yoga.fetch`, no network), as the storefront sends it: a JSON POST. */
export async function gql(yoga: Gateway['yoga'], query: string, variables: Record<string, unknown> = {}, options: GqlOptions = {}): Promise<GqlReply> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(options.token) }, body: JSON.stringify({ query, variables }) };
  return reply(await yoga.fetch(ENDPOINT, init, { clientAddress: options.clientAddress ?? null }));
}

/** A GraphQL multipart request (the spec Yoga implements): operations, map, and the file as part "0". */
export async function gqlUpload(
  yoga: Gateway['yoga'],
  query: string,
  variables: Record<string, unknown>,
  upload: { variable: string; file: File },
  options: GqlOptions = {},
): Promise<GqlReply> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: { ...variables, [upload.variable]: null } }));
  body.append('map', JSON.stringify({ 0: [`variables.${upload.variable}`] }));
  body.append('0', upload.file);
  return reply(await yoga.fetch(ENDPOINT, { method: 'POST', headers: bearer(options.token), body }));
}
