import type { CORSOptions } from 'graphql-yoga';

/**
 * CORS for /graphql: the storefront's own origin needs none, so by default no cross-origin caller is
 * answered with CORS headers (the browser then keeps the reply from it). An origin of ALLOWED_ORIGINS
 * gets its own origin back, never a reflection of an unknown one, and never credentials: the gateway
 * uses no cookies (the token travels in a header), so no caller needs them.
 */
export function corsFor(allowedOrigins: readonly string[]): (request: Request) => CORSOptions {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'accept'],
      maxAge: 600,
    };
  };
}
