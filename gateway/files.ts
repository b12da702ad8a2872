/**
 * Uploaded files (prescriptions, ticket attachments) for the browser: GET /account/files/{id} with the
 * user's token (Authorization: Bearer, or ?token=) is passed to the upstream's owner-only file route
 * with x-access-token, and its answer streamed back. Files are never public: no token, another user's
 * file or an unknown id is a 404 from the upstream, passed on as it is.
 */
const FILE_PATH = /^\/account\/files\/([A-Za-z0-9_-]{8,64})$/;

export function isAccountFilePath(pathname: string): boolean {
  return FILE_PATH.test(pathname);
}

export async function serveAccountFile(request: Request, upstreamUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const id = FILE_PATH.exec(url.pathname)?.[1];
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? url.searchParams.get('token');
  if (!id || request.method !== 'GET') return new Response('Not found', { status: 404 });
  if (!token) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`/api/account/files/${id}`, upstreamUrl), { headers: { 'x-access-token': token }, signal: AbortSignal.timeout(15_000) });
  } catch {
    return new Response('Server Down! Please Try After Some Time!', { status: 503 });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of ['content-type', 'content-length', 'content-disposition']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
