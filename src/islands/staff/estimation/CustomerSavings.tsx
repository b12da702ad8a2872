import { useMemo, useState } from 'react';
import type { CustomerSavingsFieldsFragment } from '../../../gql/graphql.ts';
import type { IslandStrings } from '../../../i18n/island.ts';
import { loadCustomerSavings, sayInterested } from '../../../stores/staff/estimation-calls.ts';
import { Notice, UiContext, useAction, useLoad, useStrings } from '../../account/ui.tsx';
import { useMounted } from '../../useMounted.ts';
import { rupees, Saving, timeText } from './estimation-ui.tsx';

interface Props {
  strings: IslandStrings;
  prefix: string;
}

/**
 * The customer's savings page (staff-tools.md §2 /customer-order-savings, from the SMS link): without
 * sign-in, the medicines they asked for against the cheaper ones suggested, the savings in rupees and
 * percent, and "I'm interested" (update-customer-saving-intrested). A bad, tampered or expired link
 * says so plainly.
 */
export default function CustomerSavingsApp({ strings, prefix }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      <CustomerSavingsPage />
    </UiContext.Provider>
  );
}

const tokenOfPage = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

function CustomerSavingsPage() {
  const { s } = useStrings();
  const mounted = useMounted();
  if (!mounted) return <p aria-busy="true">{s('account.common.loading')}</p>;
  return <Savings token={tokenOfPage()} />;
}

function Savings({ token }: { token: string }) {
  const { s, message, href } = useStrings();
  const { state, reload, set } = useLoad(
    () => (token ? loadCustomerSavings(token) : Promise.resolve({ ok: false as const, error: { code: 'NOT_FOUND', message: '' } })),
    [token],
  );
  if (state.status === 'loading') return <p aria-busy="true">{s('account.common.loading')}</p>;
  if (state.status === 'error') {
    const notFound = state.code === 'NOT_FOUND' || state.code === 'BAD_USER_INPUT';
    return (
      <div role="alert" className="account-error">
        <p>{notFound ? s('estimation.public.notFound') : message(state)}</p>
        {notFound ? (
          <p>
            <a className="button secondary" href={href('/')}>
              {s('notFound.home')}
            </a>
          </p>
        ) : (
          <button type="button" className="button" onClick={reload}>
            {s('account.common.retry')}
          </button>
        )}
      </div>
    );
  }
  return <SavingsView savings={state.data} token={token} onInterested={set} />;
}

function SavingsView({
  savings,
  token,
  onInterested,
}: {
  savings: CustomerSavingsFieldsFragment;
  token: string;
  onInterested: (next: CustomerSavingsFieldsFragment) => void;
}) {
  const { s } = useStrings();
  const { busy, notice, act } = useAction();
  const [thanked, setThanked] = useState(false);
  const { totals } = savings;
  async function interested() {
    const next = await act(() => sayInterested(token));
    if (next) {
      setThanked(true);
      onInterested(next);
    }
  }
  return (
    <section className="estimation customer-savings">
      <p>{savings.shopName ? s('estimation.public.intro', { shop: savings.shopName }) : s('estimation.public.introNoShop')}</p>
      <dl className="estimation-totals">
        <div>
          <dt>{s('estimation.public.youPay')}</dt>
          <dd>{rupees(totals.requested)}</dd>
        </div>
        <div>
          <dt>{s('estimation.public.withSuggestions')}</dt>
          <dd>{rupees(totals.suggested)}</dd>
        </div>
        <div className="estimation-saving">
          <dt>{s('estimation.public.youSave')}</dt>
          <dd>
            <strong>
              <Saving amount={totals.saving} percent={totals.savingPercent} />
            </strong>
          </dd>
        </div>
      </dl>
      <ol className="estimation-lines">
        {savings.items.map((item) => (
          <li key={item.itemNo} className="estimation-line">
            <p>
              <span className="hint">{s('estimation.public.asked')}:</span> <strong>{item.requested.name}</strong> × {item.qty} · {rupees(item.requestedTotal)}
            </p>
            {item.suggested ? (
              <>
                <p>
                  <span className="hint">{s('estimation.public.suggested')}:</span> <strong>{item.suggested.name}</strong> × {item.suggestedQty ?? item.qty} ·{' '}
                  {item.suggestedTotal ? rupees(item.suggestedTotal) : ''}
                </p>
                <p className="hint">{item.suggested.manufacturer}</p>
                <p className="estimation-saving">
                  {s('estimation.public.youSave')}: <Saving amount={item.saving} percent={item.savingPercent} />
                </p>
              </>
            ) : (
              <p className="hint">{s('estimation.public.sameAsAsked')}</p>
            )}
          </li>
        ))}
      </ol>
      {savings.customerInterested || thanked ? (
        <p role="status" className="notice-success">
          {s('estimation.public.thanks')}
        </p>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void interested()}>
          {s('estimation.public.interested')}
        </button>
      )}
      <Notice notice={notice} />
      <p className="hint">{s('estimation.public.doctor')}</p>
      <p className="hint">{s('estimation.public.expires', { time: timeText(savings.expiresAt) })}</p>
    </section>
  );
}
