import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { type DocumentNode, Kind } from 'graphql';

/**
 * Trusted documents (issue 11): each operation becomes its hash and name only
 * (`{ __meta__: { hash, operationName } }`), and `persisted-documents.json` beside it maps every hash to
 * its text. The browser sends the hash; the gateway runs only the documents of these maps in production
 * (gateway/persisted-documents.ts). The text never ships to the phone.
 */
const PERSISTED = {
  fragmentMasking: false as const,
  // Plain hex SHA-256 of the printed document: the APQ convention (extensions.persistedQuery.sha256Hash).
  persistedDocuments: { mode: 'replaceDocumentWithHash' as const, hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex') },
  onExecutableDocumentNode: (document: DocumentNode) => {
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    return { operationName: operation?.name?.value };
  },
};

/** Resolver types for the gateway and typed documents for the storefront, from gateway/schema. */
const config: CodegenConfig = {
  overwrite: true,
  hooks: {
    // Marks each generated document pure: without the mark Rollup keeps every `new TypedDocumentString(…)`
    // of a generated module, and each island would carry the server-only queries too.
    beforeOneFileWrite: (path: string, content: string) =>
      path.endsWith('graphql.ts') ? content.replace(/= new TypedDocumentString\(/g, '= /* @__PURE__ */ new TypedDocumentString(') : content,
  },
  schema: 'gateway/schema/*.graphql',
  generates: {
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        mapperTypeSuffix: 'Model',
        contextType: '../context.ts#GatewayContext',
        scalars: { Quantity: 'number', File: 'File' },
        mappers: {
          Money: 'number',
          Product: '../../domain/product.ts#Product',
          Category: '../../domain/product.ts#Category',
          ConfigurableChild: '../../domain/product.ts#ConfigurableChild',
          Cart: '../clients/cart-wire.ts#CartSnapshot',
          CartItem: '../clients/cart-wire.ts#CartLine',
          CartTotals: '../clients/cart-wire.ts#CartTotalsSnapshot',
          TotalSegment: '../clients/cart-wire.ts#TotalSegmentSnapshot',
          AppliedCoupon: '../clients/cart-wire.ts#CouponSnapshot',
          ShippingMethod: '../clients/cart-shipping-client.ts#ShippingMethodRecord',
          PaymentMethodOption: '../clients/cart-shipping-client.ts#PaymentMethodRecord',
          ShippingInformation: '../clients/cart-shipping-client.ts#ShippingInformationRecord',
          PaymentSession: '../clients/payments-client.ts#PaymentSessionRecord',
          PaymentStatusReport: '../clients/payments-client.ts#PaymentStatusRecord',
          SearchResult: '../../search-index/port.ts#SearchResult',
          User: '../clients/session-client.ts#SessionUser',
          Order: '../clients/orders-client.ts#OrderSnapshot',
          OrderItem: '../clients/orders-client.ts#OrderLine',
          Wallet: '../clients/wallet-client.ts#WalletSnapshot',
          WalletTransaction: '../clients/wallet-client.ts#WalletTransactionRecord',
          Ticket: '../clients/tickets-client.ts#TicketRecord',
          UploadLinkTarget: '../clients/prescriptions-client.ts#UploadLinkTargetRecord',
        },
      },
    },
    'src/gql/': {
      // The catalogue pages' operations. The account area's are generated apart (below), so that their
      // documents never ride along in the product pages' shared JavaScript chunk.
      documents: ['src/graphql/{build,cart,catalogue,search,session-refresh,status}.graphql'],
      preset: 'client',
      presetConfig: PERSISTED,
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Quantity: 'number' }, documentMode: 'string' },
    },
    'src/gql-account/': {
      documents: ['src/graphql/{session,session-refresh,account,dev,checkout,cart}.graphql'],
      preset: 'client',
      presetConfig: PERSISTED,
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Quantity: 'number' }, documentMode: 'string' },
    },
  },
};

export default config;
