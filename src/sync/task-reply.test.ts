import { describe, expect, it } from 'vitest';
import { fillPlaceholders, needsCartId } from './sync-task.ts';
import { readReply } from './task-reply.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('readReply', () => {
  it.each([
    [
      'GraphQL data without errors',
      json({ data: { placeOrder: { id: 'o1' } } }),
      { kind: 'answer', code: 200, result: { placeOrder: { id: 'o1' } }, resultCode: 200 },
    ],
    [
      'a GraphQL error: its extensions.code',
      json({ data: null, errors: [{ message: 'Only 2 products of this type are available!', extensions: { code: 'STOCK_LIMIT' } }] }),
      { kind: 'answer', code: 'STOCK_LIMIT', result: 'Only 2 products of this type are available!', resultCode: 200 },
    ],
    [
      'a GraphQL error without a code',
      json({ errors: [{ message: 'boom' }] }),
      { kind: 'answer', code: 'INTERNAL_SERVER_ERROR', result: 'boom', resultCode: 200 },
    ],
    ['UNAUTHENTICATED', json({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }), { kind: 'unauthenticated', resultCode: 200 }],
    ['HTTP 401', json({ message: 'expired' }, 401), { kind: 'unauthenticated', resultCode: 401 }],
    ['the generic { code, result, meta }', json({ code: 200, result: { ok: 1 }, meta: {} }), { kind: 'answer', code: 200, result: { ok: 1 }, resultCode: 200 }],
    ['the generic reply with code 401', json({ code: 401, result: 'expired' }), { kind: 'unauthenticated', resultCode: 200 }],
    [
      'HTML from a proxy',
      new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      { kind: 'bad-response', message: 'Error with response - bad content-type!', resultCode: 502 },
    ],
    [
      'no content type at all',
      new Response('ok', { status: 200, headers: { 'content-type': '' } }),
      { kind: 'bad-response', message: 'Error with response - bad content-type!', resultCode: 200 },
    ],
    [
      'JSON that does not parse',
      new Response('{"data":', { headers: { 'content-type': 'application/json' } }),
      { kind: 'bad-response', message: 'Unhandled error, wrong response format!', resultCode: 200 },
    ],
    ['JSON of another shape', json([1, 2]), { kind: 'bad-response', message: 'Unhandled error, wrong response format!', resultCode: 200 }],
  ])('%s', async (_, response, expected) => {
    expect(await readReply(response)).toEqual(expected);
  });
});

describe('placeholders', () => {
  const task = {
    url: '/api/cart/update?token={{token}}&cartId={{cartId}}',
    payload: { method: 'POST', headers: { authorization: 'Bearer {{token}}', 'x-cart': '{{cartId}}', 'content-type': 'application/json' } },
  };

  it('fills {{token}} and {{cartId}} in the url (encoded) and the headers', () => {
    expect(fillPlaceholders(task, { token: 'a b+c', cartId: 'CART-1' })).toEqual({
      url: '/api/cart/update?token=a%20b%2Bc&cartId=CART-1',
      headers: { authorization: 'Bearer a b+c', 'x-cart': 'CART-1', 'content-type': 'application/json' },
    });
  });

  it.each([
    [task, true],
    [{ url: '/graphql', payload: { method: 'POST', headers: { 'x-cart': '{{cartId}}' } } }, true],
    [{ url: '/graphql?token={{token}}', payload: { method: 'POST', headers: {} } }, false],
  ])('knows whether a task needs the cart id (%#)', (t, needs) => {
    expect(needsCartId(t)).toBe(needs);
  });
});
