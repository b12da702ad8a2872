import { parseQuantity } from '../../../domain/quantity.ts';

/**
 * A quantity as a staff user typed it (an estimation line, a product picked from a prescription), checked
 * with the cart's rule and messages (staff-tools.md §5: above 0, below the maximum, a positive whole
 * number) before anything is sent. An emptied box is not "1" (the cart's default for a missing
 * quantity): the staff user cleared it, so a quantity is asked for.
 */
export function checkQuantity(text: string, max?: number) {
  return parseQuantity(text.trim() === '' ? 'none' : text, max);
}
