import { graphql } from '../gql/index.ts';

/** The cart's operations, run by the cart store in the browser. */

export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id
    items {
      itemId
      sku
      qty
      name
      price { paise }
      rowTotal { paise }
      product { urlPath prescriptionRequired inStock }
    }
    totals {
      itemsQty
      subtotal { paise }
      grandTotal { paise }
      savings { paise }
      segments { code title value { paise } }
    }
  }
`);

export const CART_QUERY = graphql(`
  query Cart($cartId: ID!) {
    cart(cartId: $cartId) { ...CartFields }
  }
`);

export const CART_CREATE = graphql(`
  mutation CartCreate {
    cartCreate { ...CartFields }
  }
`);

export const CART_ADD_ITEM = graphql(`
  mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!) {
    cartAddItem(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }
  }
`);

export const CART_UPDATE_QUANTITY = graphql(`
  mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {
    cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) { ...CartFields }
  }
`);

export const CART_REMOVE_ITEM = graphql(`
  mutation CartRemoveItem($cartId: ID!, $sku: String!) {
    cartRemoveItem(cartId: $cartId, sku: $sku) { ...CartFields }
  }
`);
