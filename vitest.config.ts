import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql has no "exports" map: Node loads index.js for graphql-yoga while Vite would pick
    // index.mjs for our code, and two copies break `instanceof GraphQLError`. Use Node's choice.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{domain,catalogue,upstream,gateway,search-index,src,server}/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
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
        },
      },
    ],
  },
});
