import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql has no "exports" map: Node loads index.js for graphql-yoga while Vite would pick
    // index.mjs for our code, and two copies break `instanceof GraphQLError`. Use Node's choice.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    env: {
      // Tests send free-form GraphQL (the storefront's own pages send only persisted documents), and
      // the test upstreams and gateways share this secret for forwarded client addresses. Not a secret:
      // it guards nothing outside a test run.
      GRAPHQL_DEV_TOOLS: '1',
      GATEWAY_SECRET: 'test-run-gateway-secret-0123456789abcdef',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // bench/load: the load test's pure helpers (percentiles, tables, think time, links).
          include: ['{common,domain,catalogue,upstream,gateway,search-index,src,server}/**/*.test.{ts,tsx}', 'bench/load/**/*.test.ts'],
          // What only PostgreSQL's many writers can show (a transaction committing behind another).
          exclude: ['**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // The upstream's and the gateway's tests again, on PostgreSQL (design.md decision 3): a throw-away
        // cluster for the run, a database per test upstream (test-utils/test-database.ts).
        extends: true,
        test: {
          name: 'postgres',
          include: ['{upstream,gateway}/**/*.test.ts', 'src/stores/**/*.test.ts'],
          // Made by SQLite code of its time: it is a SQLite test (upstream/db/fixtures/README.md).
          exclude: ['upstream/db/migrate.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test-utils/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/csp-guard.ts'],
        },
      },
    ],
  },
});
