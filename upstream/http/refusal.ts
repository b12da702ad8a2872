/**
 * A refusal a repository raises inside its transaction (so nothing is written): the HTTP status and the
 * customer's message; account routes turn it into a `{ code, result, meta }` reply.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 500 | 504,
    message: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
  }
}
