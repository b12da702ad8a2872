import { describe, expect, it } from 'vitest';
import { readServeConfig, ServeConfigError, workerCount } from './cluster-config.ts';

const PG = 'postgres://shop@db:5432/pharmacy';

describe('workerCount', () => {
  it.each([
    { case: 'SQLite, nothing set: one process', config: {}, cores: 4, workers: 1 },
    { case: 'SQLite, WORKERS=1', config: { WORKERS: 1 }, cores: 4, workers: 1 },
    { case: 'PostgreSQL, nothing set: one per core', config: { DATABASE_URL: PG }, cores: 4, workers: 4 },
    { case: 'PostgreSQL, WORKERS=2 on 8 cores', config: { DATABASE_URL: PG, WORKERS: 2 }, cores: 8, workers: 2 },
    { case: 'an upstream apart, nothing set: one per core', config: { UPSTREAM_URL: 'http://10.0.0.5:4322' }, cores: 2, workers: 2 },
  ])('$case', ({ config, cores, workers }) => {
    expect(workerCount(config, cores)).toBe(workers);
  });

  it('refuses several processes on the SQLite file, saying what to set', () => {
    expect(() => workerCount({ WORKERS: 2 }, 4)).toThrow(ServeConfigError);
    expect(() => workerCount({ WORKERS: 2 }, 4)).toThrow(/WORKERS=2 needs a database every process can write: set DATABASE_URL=postgres:\/\//);
  });
});

describe('readServeConfig', () => {
  it.each(['0', '-1', 'two', '65', '1.5'])('refuses WORKERS=%s, naming it', (value) => {
    expect(() => readServeConfig({ WORKERS: value })).toThrow(/Invalid storefront configuration:\n {2}WORKERS: /);
  });

  it('reads WORKERS beside the storefront settings', () => {
    expect(readServeConfig({ WORKERS: '3', DATABASE_URL: PG, PORT: '8080' })).toMatchObject({ WORKERS: 3, DATABASE_URL: PG, PORT: 8080 });
  });
});
