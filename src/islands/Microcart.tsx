import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatRupees } from '../../domain/money.ts';
import { formatIst } from '../../domain/time.ts';
import { type IslandStrings, lineProblemTexts, translateMessage, translatorOf } from '../i18n/island.ts';
import {
  $cart,
  $cartActivity,
  $cartCount,
  $isMicrocartOpen,
  changeQuantity,
  clearCart,
  dismissCartError,
  hasUnsentChanges,
  removeFromCart,
  toggleMicrocart,
} from '../stores/cart.ts';
import { $notifications, actOnNotification } from '../stores/notifications.ts';
import { CartTotalsList } from './CartTotalsList.tsx';
import { useNewsletterPopup } from './newsletter/hook.ts';
import { useStaffBar } from './staff-bar.ts';
import { useMounted } from './useMounted.ts';

/**
 * The header's cart button, the microcart panel (storefront.md §2 panels) and the page's notifications
 * (§3 Notification: the volatile-stock warning, out of stock, 'Some of Information has updated', each
 * with its OK). `prefix` is the store view and language prefix of the checkout link.
 */
export default function Microcart({ strings, prefix = '' }: { strings: IslandStrings; prefix?: string }) {
  const s = translatorOf(strings);
  const mounted = useMounted();
  const cart = useStore($cart);
  const open = useStore($isMicrocartOpen);
  const activity = useStore($cartActivity);
  const notifications = useStore($notifications);
  // Listening to $cart starts the sync with the server cart (stores/cart/sync.ts, onMount).
  const itemCount = useStore($cartCount);
  useStaffBar(prefix);
  useNewsletterPopup(strings);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && toggleMicrocart(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const count = mounted ? itemCount : 0;
  const busy = activity.pendingSku !== null && activity.error === null;
  const lineError =
    activity.error && (activity.error.sku === null || cart.items.some((i) => i.sku === activity.error?.sku)) ? translateMessage(activity.error, strings) : null;
  // The prices shown are the server's last answer; say when that was if the server could not be asked now.
  const stale = mounted && cart.syncedAt !== null && (activity.error?.code === 'NETWORK' || hasUnsentChanges(cart));

  return (
    <>
      <button
        type="button"
        className="cart-button"
        aria-expanded={mounted && open}
        aria-controls="microcart"
        data-with-count={strings['cart.cartWithCount']}
        onClick={() => toggleMicrocart()}
        suppressHydrationWarning
      >
        {/* Once live, the label is React's own element: the text the inline script wrote (a count shown
            before React, which the server may not have confirmed) goes with the server's HTML. */}
        {mounted ? <span>{count > 0 ? s('cart.cartWithCount', { count }) : s('cart.cart')}</span> : s('cart.cart')}
      </button>
      {!mounted && (
        // Shown by the page's inline script (src/offline/page-script.ts) when the cart button is pressed before this island
        // is live, so the press answers at once; the real panel replaces it.
        <aside id="microcart-shell" className="microcart" aria-label={s('cart.yourCart')} hidden>
          <div className="microcart-head">
            <h2>{s('cart.yourCart')}</h2>
          </div>
          <p aria-busy="true">{s('cart.opening')}</p>
        </aside>
      )}
      {mounted && notifications.length > 0 && (
        <div className="notifications" role="status" aria-label={s('cart.notifications')}>
          {notifications.map((n) => (
            <p key={n.id} className={`notification notification-${n.type}`}>
              {translateMessage(n, strings)}{' '}
              {n.action1 && (
                <button type="button" className="button secondary" onClick={() => actOnNotification(n.id)}>
                  {s(`cart.${n.action1.label}`)}
                </button>
              )}
            </p>
          ))}
        </div>
      )}
      {open && mounted && (
        <aside id="microcart" className="microcart" role="dialog" aria-label={s('cart.yourCart')}>
          <div className="microcart-head">
            <h2>{s('cart.yourCart')}</h2>
            <button type="button" onClick={() => toggleMicrocart(false)} aria-label={s('cart.close')}>
              ✕
            </button>
          </div>
          {cart.pending.length > 0 && (
            <p role="status" className="cart-waiting">
              {s('cart.waiting')}
            </p>
          )}
          {lineError && (
            <p role="alert" className="cart-error">
              {lineError}{' '}
              <button type="button" className="button secondary" onClick={dismissCartError}>
                {s('cart.ok')}
              </button>
            </p>
          )}
          {cart.items.length === 0 ? (
            <p>{s('cart.empty')}</p>
          ) : (
            <>
              <ul className="lines" aria-busy={busy}>
                {cart.items.map((line) => (
                  <li key={line.sku} data-sku={line.sku}>
                    {line.urlPath ? <a href={`${prefix}${line.urlPath}`}>{line.name}</a> : <span>{line.name}</span>}
                    {line.prescriptionRequired && <span className="badge rx">{s('cart.rx')}</span>}
                    {lineProblemTexts(line, strings).map((problem) => (
                      <p key={problem} className="cart-error">
                        {problem}
                      </p>
                    ))}
                    <div className="line-controls">
                      <button
                        type="button"
                        className="button secondary"
                        aria-label={s('cart.less', { name: line.name })}
                        disabled={busy || line.qty <= 1}
                        onClick={() => void changeQuantity(line.sku, line.qty - 1)}
                      >
                        −
                      </button>
                      <span>{s('cart.qty', { qty: line.qty })}</span>
                      <button
                        type="button"
                        className="button secondary"
                        aria-label={s('cart.more', { name: line.name })}
                        disabled={busy}
                        onClick={() => void changeQuantity(line.sku, line.qty + 1)}
                      >
                        +
                      </button>
                      <span className="row-total">{formatRupees(line.rowTotalPaise)}</span>
                      <button type="button" className="button secondary remove" disabled={busy} onClick={() => void removeFromCart(line.sku)}>
                        {s('cart.remove')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              {/* While changes wait, the server's money totals are of the lines before them: they come back with its answer. */}
              {cart.totals && cart.pending.length === 0 && (
                <CartTotalsList totals={cart.totals} label={(code, title) => strings[`cart.${code}`] ?? title} savingsLabel={s('cart.savings')} />
              )}
              {stale && cart.syncedAt !== null && <p className="stale">{s('cart.pricesAsOf', { time: formatIst(new Date(cart.syncedAt).toISOString()) })}</p>}
              <p className="microcart-actions">
                <a className="checkout-link" href={`${prefix}/checkout`}>
                  {s('cart.checkout')}
                </a>
                <button type="button" className="link" disabled={busy} onClick={() => void clearCart({ sync: true })}>
                  {s('cart.clear')}
                </button>
              </p>
            </>
          )}
        </aside>
      )}
      <style>{`
        .cart-button { background: #fff; color: var(--brand-dark); border: 0; border-radius: 6px; padding: 8px 12px; font-weight: 600; font-size: 1rem; }
        .microcart { position: fixed; top: 0; right: 0; bottom: 0; width: min(380px, 100vw); background: #fff; color: var(--ink); box-shadow: -4px 0 16px rgb(0 0 0 / 0.2); padding: 12px 14px; overflow-y: auto; z-index: 20; }
        .microcart-head { display: flex; justify-content: space-between; align-items: center; }
        .microcart-head h2 { margin: 0; }
        .microcart-head button { border: 0; background: none; font-size: 1.2rem; min-width: 44px; min-height: 44px; }
        .microcart .lines { list-style: none; padding: 0; margin: 12px 0; display: grid; gap: 12px; }
        .microcart .lines li { border-bottom: 1px solid var(--line); padding-bottom: 8px; }
        .line-controls { display: flex; align-items: center; gap: 8px; margin-top: 6px; }
        .line-controls button { min-width: 44px; min-height: 44px; }
        .line-controls .button { padding: 4px 10px; }
        .row-total { margin-left: auto; font-weight: 600; }
        .totals div { display: flex; justify-content: space-between; }
        .totals dd { margin: 0; font-weight: 600; }
        .totals .segment-grand_total { font-size: 1.1rem; border-top: 1px solid var(--line); padding-top: 4px; }
        .totals .savings { color: var(--brand-dark); }
        .cart-error { color: var(--danger); margin: 4px 0; }
        .stale { color: #555; font-size: 0.9rem; }
        .cart-waiting { margin: 8px 0; padding: 8px 10px; border-radius: 6px; background: #fff4e5; color: #7a2e0e; }
        .microcart-actions { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
        .checkout-link { background: var(--accent); color: #fff; padding: 10px 16px; border-radius: 6px; font-weight: 600; text-decoration: none; }
        .microcart button.link { background: none; border: 0; color: var(--accent); text-decoration: underline; font: inherit; min-height: 44px; }
        .notifications { position: fixed; left: 8px; right: 8px; bottom: 8px; z-index: 30; display: grid; gap: 8px; max-width: 520px; margin: 0 auto; }
        .notification { margin: 0; padding: 10px 12px; border-radius: 6px; background: #fff; color: var(--ink); box-shadow: 0 2px 10px rgb(0 0 0 / 0.25); border-left: 5px solid var(--brand); }
        .notification-warning { border-left-color: #b7791f; }
        .notification-error { border-left-color: var(--danger); }
      `}</style>
    </>
  );
}
