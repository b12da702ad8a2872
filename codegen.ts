import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types for the gateway and typed documents for the storefront, from gateway/schema. */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'gateway/schema/*.graphql',
  generates: {
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        mapperTypeSuffix: 'Model',
        contextType: '../context.ts#GatewayContext',
        scalars: { Quantity: 'number' },
        mappers: {
          Money: 'number',
          Product: '../../domain/product.ts#Product',
          Category: '../../domain/product.ts#Category',
          ConfigurableChild: '../../domain/product.ts#ConfigurableChild',
          Cart: '../clients/cart-client.ts#CartSnapshot',
          CartItem: '../clients/cart-client.ts#CartLine',
          CartTotals: '../clients/cart-client.ts#CartTotalsSnapshot',
          TotalSegment: '../clients/cart-client.ts#TotalSegmentSnapshot',
          SearchResult: '../../search-index/port.ts#SearchResult',
        },
      },
    },
    'src/gql/': {
      documents: ['src/graphql/**/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Quantity: 'number' } },
    },
  },
};

export default config;
