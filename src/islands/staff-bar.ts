import { useEffect } from 'react';
import { STAFF_STORAGE_KEY } from '../stores/cart-count.ts';

/** Where the bar goes: the empty slot under the header, with its texts in the page's language (src/layouts/Base.astro). */
export const STAFF_BAR_SLOT_ID = 'staff-bar';

/** What the bar reads of the stored staff session (src/stores/staff/state.ts); anything else is no bar. */
interface Served {
  name: string | null;
  mobile: string;
}
function readStaff(): { signedIn: boolean; customer: Served | null } {
  try {
    const stored = JSON.parse(localStorage.getItem(STAFF_STORAGE_KEY) ?? 'null') as {
      isUserLoggedIn?: unknown;
      details?: { role?: unknown };
      selectedCustomer?: Served | null;
    } | null;
    const customer = stored?.selectedCustomer;
    // An editor acts for nobody (issue 18): no bar.
    return {
      signedIn: stored?.isUserLoggedIn === true && stored.details?.role !== 'EDITOR',
      customer: customer && typeof customer.mobile === 'string' ? customer : null,
    };
  } catch {
    return { signedIn: false, customer: null };
  }
}

/** Fills the slot: whom the staff user serves, Switch and Clear; or none yet, and Select. Empty for everyone else. */
function draw(slot: HTMLElement, prefix: string): void {
  const staff = readStaff();
  slot.replaceChildren();
  if (!staff.signedIn) return;
  const text = (key: string) => slot.dataset[key] ?? '';
  const menu = `${prefix}/my-menu`;
  const bar = document.createElement('section');
  bar.className = 'staff-bar';
  bar.setAttribute('aria-label', text('label'));
  const who = document.createElement('span');
  const link = (href: string, key: string) => Object.assign(document.createElement('a'), { href, textContent: text(key) });
  const { customer } = staff;
  who.textContent = customer ? text('serving').replace('{{name}}', customer.name ?? customer.mobile) : text('none');
  bar.append(who, ...(customer ? [link(menu, 'switch'), link(`${menu}?clear=1`, 'clear')] : [link(menu, 'select')]));
  slot.append(bar);
}

/**
 * Who a signed-in staff user is serving, under the header of every page (issue 15), with a one-tap way
 * to switch or clear (both go to the staff menu, which clears the selection for `?clear=1`). Drawn by
 * the microcart island into the header's slot, kept current across tabs: the page's inline script wakes
 * that island at load when a staff session is kept (src/offline/page-script.ts), so a customer's page
 * never runs this, and no island of its own, nor React's portal code, adds to every page's code. It
 * reads the stored session itself and its texts from the slot: it carries nothing of the staff side.
 */
export function useStaffBar(prefix: string): void {
  useEffect(() => {
    const slot = document.getElementById(STAFF_BAR_SLOT_ID);
    if (!slot) return;
    const redraw = () => draw(slot, prefix);
    redraw();
    addEventListener('storage', redraw);
    return () => removeEventListener('storage', redraw);
  }, [prefix]);
}
