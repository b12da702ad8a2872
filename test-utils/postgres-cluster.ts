import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL cluster for tests and benches (toolchain.md): Debian's PostgreSQL, a data
 * folder in a temporary directory, a free port on loopback, trust authentication, no durability
 * (fsync off: nothing here must survive a crash). As root it runs as the `postgres` user, which
 * initdb requires. `stop()` stops it and removes the folder.
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the cluster's maintenance database. */
  url: string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function quote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): `npm test` installs it; or run `apt-get install -y postgresql`');
  }
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-pg-'));
  const asRoot = process.getuid?.() === 0;
  // Run a PostgreSQL program as the cluster's owner: the postgres user when we are root.
  const run = (program: string, args: string[]) => {
    const command = [join(bin, program), ...args];
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')], { encoding: 'utf8' })
      : spawnSync(command[0] as string, command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database in the cluster at `adminUrl` (one per test file, so files never share rows). */
export async function createDatabase(adminUrl: string, prefix = 'test'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
