/**
 * The cart changes made while the phone cannot reach the server (issue 13, "The cart offline"). Each
 * change is kept, in order, beside the server's last answer, and sent when the connection returns:
 *
 * - an add is an increment with its request id, so the server applies it once however often it is sent
 *   (a reconnect during a send, two tabs sending the same change) and an add made meanwhile elsewhere
 *   (another tab, another phone) still counts;
 * - a quantity is sent as the quantity, a removal as a removal: sending either twice changes nothing;
 * - the server checks stock when it gets them; what it refuses is dropped with its reason.
 *
 * What the customer sees is the server's last answer with the waiting changes applied (`applyChanges`).
 */
export interface OfflineLineInfo {
  name: string;
  pricePaise: number;
  urlPath: string | null;
  prescriptionRequired: boolean;
}

export type CartChange =
  | { kind: 'add'; sku: string; qty: number; requestId: string; line: OfflineLineInfo }
  | { kind: 'set'; sku: string; qty: number }
  | { kind: 'remove'; sku: string };

/** What applyChanges needs of a line; the cart store's lines carry more, kept as they are. */
export interface ChangeableLine {
  sku: string;
  qty: number;
  pricePaise: number;
  rowTotalPaise: number;
}

/**
 * The lines with the changes applied in order. A changed line's row total is its price times the new
 * quantity (the server's totals come with its answer); an add of a product not in the cart makes a line
 * from what the product page showed (`newLine`).
 */
export function applyChanges<L extends ChangeableLine>(
  lines: readonly L[],
  changes: readonly CartChange[],
  newLine: (change: Extract<CartChange, { kind: 'add' }>) => L,
): L[] {
  let result = [...lines];
  const withQty = (line: L, qty: number): L => ({ ...line, qty, rowTotalPaise: line.pricePaise * qty });
  for (const change of changes) {
    const current = result.find((line) => line.sku === change.sku);
    if (change.kind === 'remove') result = result.filter((line) => line.sku !== change.sku);
    else if (change.kind === 'set') result = result.map((line) => (line.sku === change.sku ? withQty(line, change.qty) : line));
    else if (current) result = result.map((line) => (line === current ? withQty(line, line.qty + change.qty) : line));
    else result = [...result, withQty(newLine(change), change.qty)];
  }
  return result;
}

/** The same change (the one a send has just carried), told apart from others of the same SKU. */
export function sameChange(a: CartChange, b: CartChange): boolean {
  if (a.kind !== b.kind || a.sku !== b.sku) return false;
  if (a.kind === 'add' && b.kind === 'add') return a.requestId === b.requestId;
  if (a.kind === 'set' && b.kind === 'set') return a.qty === b.qty;
  return true;
}
