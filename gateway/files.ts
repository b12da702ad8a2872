/**
 * Private stored files for the browser, never public: GET /account/files/{id} (a customer's
 * prescriptions and ticket attachments, to their owner) and GET /staff/lead-files/{id} (a lead's
 * prescription photo, to the staff of the lead's shop, issue 17) and GET /staff/job-cvs/{id} (an
 * application's CV, to admins, issue 20) with the user's token (Authorization:
 * Bearer, or ?token=) are passed to the upstream's file route with x-access-token, and its answer
 * streamed back. No token, another user's or shop's file or an unknown id is a 404 from the upstream,
 * passed on as it is (a token of the wrong kind is the upstream's 401 or 403, passed on too).
 */
const FILE_PATHS: readonly { pattern: RegExp; upstream: (id: string) => string }[] = [
  { pattern: /^\/account\/files\/([A-Za-z0-9_-]{8,64})$/, upstream: (id) => `/api/account/files/${id}` },
  { pattern: /^\/staff\/lead-files\/([A-Za-z0-9_-]{8,64})$/, upstream: (id) => `/api/staff/lead-files/${id}` },
  { pattern: /^\/staff\/job-cvs\/([A-Za-z0-9_-]{8,64})$/, upstream: (id) => `/api/staff/job-applications/${id}/cv` },
];

const fileOf = (pathname: string) => {
  for (const { pattern, upstream } of FILE_PATHS) {
    const id = pattern.exec(pathname)?.[1];
    if (id) return upstream(id);
  }
  return null;
};

export function isAccountFilePath(pathname: string): boolean {
  return fileOf(pathname) !== null;
}

export async function serveAccountFile(request: Request, upstreamUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const upstreamPath = fileOf(url.pathname);
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? url.searchParams.get('token');
  if (!upstreamPath || request.method !== 'GET') return new Response('Not found', { status: 404 });
  if (!token) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  let upstream: Response;
  try {
    upstream = await fetch(new URL(upstreamPath, upstreamUrl), { headers: { 'x-access-token': token }, signal: AbortSignal.timeout(15_000) });
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
