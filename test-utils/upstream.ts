import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpstreamConfigSchema } from '../upstream/config.ts';
import { type RunningUpstream, startUpstream } from '../upstream/server.ts';

/** A real upstream on a free port over a fresh SQLite file in a temporary folder. */
export async function startTestUpstream(catalogueSize = 0): Promise<RunningUpstream & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-upstream-'));
  const upstream = await startUpstream(
    UpstreamConfigSchema.parse({ UPSTREAM_PORT: 0, DATABASE_PATH: join(dir, 'test.sqlite'), CATALOGUE_SIZE: catalogueSize }),
  );
  return {
    ...upstream,
    dir,
    close: async () => {
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
