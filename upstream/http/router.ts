import { type Env, Hono } from 'hono';
import type { AuthEnv } from '../session/require-user.ts';
import { fail } from './envelope.ts';
import { Refusal } from './refusal.ts';

/** A router whose handlers may throw a Refusal anywhere below: it becomes `{ code, result, meta }`. */
export function refusalRouter<E extends Env>() {
  const app = new Hono<E>();
  app.onError((error, c) => {
    if (error instanceof Refusal) return fail(c, error.status, error.message, error.meta);
    console.error('[upstream]', error);
    return fail(c, 500, 'Server Problem! try again after some time!');
  });
  return app;
}

/** The router of a service under /api/account: the signed-in customer is c.get('user'). */
export const signedInRouter = () => refusalRouter<AuthEnv>();
