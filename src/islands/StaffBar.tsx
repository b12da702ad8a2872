import { createElement as h, useEffect, useState } from 'react';

interface Props {
  /** `staff.bar.*` of the page's language (src/i18n/island-strings.ts staffBarStrings). */
  strings: Record<string, string>;
  prefix: string;
  /** The staff session's localStorage key (src/stores/staff/state.ts). */
  storageKey: string;
}

/** What the bar reads of the stored staff session; anything else is no bar. */
interface Served {
  name: string | null;
  mobile: string;
}
function readStaff(key: string): { signedIn: boolean; customer: Served | null } {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { isUserLoggedIn?: unknown; selectedCustomer?: Served | null } | null;
    const customer = stored?.selectedCustomer;
    return { signedIn: stored?.isUserLoggedIn === true, customer: customer && typeof customer.mobile === 'string' ? customer : null };
  } catch {
    return { signedIn: false, customer: null };
  }
}

/**
 * Who a signed-in staff user is serving, under the header of every page (issue 15), with a one-tap way
 * to switch or clear (both go to the staff menu, which clears the selection for `?clear=1`). The page's
 * inline script wakes this island at load only when a staff session is kept (src/offline/page-script.ts):
 * a customer's page never runs it, and its server HTML is empty. It imports nothing of the project (it
 * reads the stored session itself and fills its few strings), so that the catalogue pages' island code
 * does not grow by the staff side.
 */
export default function StaffBar({ strings, prefix, storageKey }: Props) {
  const [staff, setStaff] = useState<ReturnType<typeof readStaff> | null>(null);
  useEffect(() => {
    const read = () => setStaff(readStaff(storageKey));
    read();
    addEventListener('storage', read);
    return () => removeEventListener('storage', read);
  }, [storageKey]);
  if (!staff?.signedIn) return null;
  const { customer } = staff;
  const menu = `${prefix}/my-menu`;
  const s = (key: string) => strings[`staff.bar.${key}`] ?? key;
  // createElement rather than JSX: the JSX runtime would be split out of the islands' shared chunk for this one island.
  const link = (href: string, key: string) => h('a', { href }, s(key));
  return h(
    'section',
    { className: 'staff-bar', 'aria-label': s('label') },
    ...(customer
      ? [h('span', null, s('serving').replace('{{name}}', customer.name ?? customer.mobile)), link(menu, 'switch'), link(`${menu}?clear=1`, 'clear')]
      : [h('span', null, s('none')), link(menu, 'select')]),
  );
}
