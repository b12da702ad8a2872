import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';

/** A real upstream on a free port over a fresh SQLite file in a temporary folder. */
export async function startTestUpstream(catalogueSize = 0): Promise<RunningUpstream & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-upstream-'));
  const upstream = await startUpstream({
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: 0,
    DATABASE_PATH: join(dir, 'test.sqlite'),
    CATALOGUE_SIZE: catalogueSize,
  });
  return {
    ...upstream,
    dir,
    close: async () => {
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
