import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The link between phones and the gateway in the offline benches: `down` (every send fails as with no
 * network), then `faulty`: of the requests `counted` picks (orders, lead saves), every 7th is answered
 * 500 without reaching the gateway, and every 5th reaches it but its answer is dropped (the phone never
 * hears it). Other requests pass untouched.
 */
export interface FaultyLink {
  url: string;
  mode: 'down' | 'faulty';
  counts: { refusedOffline: number; answersDropped: number; served500: number; passed: number };
  close(): void;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function faultyLink(graphqlUrl: string, counted: (body: string) => boolean): Promise<FaultyLink> {
  const target = new URL(graphqlUrl);
  let seen = 0;
  const link: FaultyLink = {
    url: '',
    mode: 'down',
    counts: { refusedOffline: 0, answersDropped: 0, served500: 0, passed: 0 },
    close: () => server.close(),
  };
  const server = createServer(async (req, res) => {
    const body = (await read(req)).toString('utf8');
    if (link.mode === 'down') {
      link.counts.refusedOffline += 1;
      req.socket.destroy();
      return;
    }
    const isCounted = counted(body);
    const n = isCounted ? ++seen : 0;
    if (isCounted && n % 7 === 0) {
      link.counts.served500 += 1;
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      return;
    }
    const forwarded = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
      body,
    });
    const answer = Buffer.from(await forwarded.arrayBuffer());
    if (isCounted && n % 5 === 0) {
      link.counts.answersDropped += 1;
      req.socket.destroy();
      return;
    }
    link.counts.passed += 1;
    res.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return link;
}
