/** What decides whether a product can be ordered: a catalogue Product has these, and so has a products row once renamed. */
export interface SellableFacts {
  sku: string;
  parentSku: string;
  typeId: string;
  status: number;
  visibility: number;
  pricePaise: number;
}

/**
 * Products a customer can buy, as the cart and the catalogue see them: enabled (status 0 or 1; 2 and
 * above is disabled: search, the product page and the cart refuse it), with a known price (the cart
 * refuses a negative one), and either visible (2, 3, 4) or a configurable child (visibility 1 with a
 * parent: the child's SKU is what goes into the cart, reached through the parent's page). A configurable
 * parent is not a pack one can buy (its children are), and a visibility 1 product without a parent is
 * not reachable.
 */
export function isSellable(product: SellableFacts): boolean {
  if (product.status !== 0 && product.status !== 1) return false;
  if (product.typeId === 'configurable' || product.pricePaise < 0) return false;
  const visible = product.visibility === 2 || product.visibility === 3 || product.visibility === 4;
  return visible || (product.visibility === 1 && product.parentSku !== product.sku);
}
