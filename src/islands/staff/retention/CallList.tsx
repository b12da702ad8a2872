import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { CALL_KINDS, istDay } from '../../../../domain/retention.ts';
import { formatIst } from '../../../../domain/time.ts';
import type { RetentionAdvisersQuery } from '../../../gql/graphql.ts';
import { staffPath } from '../../../routing/routes.ts';
import {
  $retentionList,
  $retentionSummary,
  assignCall,
  type CallFilter,
  dayText,
  FIRST_FILTER,
  findNewCalls,
  isDue,
  loadAdvisers,
  openRetention,
  type RetentionCall,
  showCalls,
  showMoreCalls,
} from '../../../stores/staff/retention.ts';
import { $staffSession } from '../../../stores/staff/state.ts';
import { Field, Loadable, Notice, useAction, useStrings } from '../../account/ui.tsx';
import { CallSummary } from './CallSummary.tsx';
import { feedbackText } from './feedback-text.ts';

type Adviser = RetentionAdvisersQuery['retentionAdvisers'][number];

/**
 * /customer-migration: the counts, then the calls. An adviser sees their own pending calls, due ones
 * first; an admin every adviser's, filters by adviser, assigns a call, and looks for new calls now.
 */
export function CallList() {
  const { s } = useStrings();
  const admin = useStore($staffSession).details?.role === 'ADMIN';
  const list = useStore($retentionList);
  const summary = useStore($retentionSummary);
  const [draft, setDraft] = useState<CallFilter>(FIRST_FILTER);
  const [advisers, setAdvisers] = useState<Adviser[]>([]);
  const find = useAction();
  const more = useAction();
  useEffect(() => {
    void openRetention();
    if (admin) void loadAdvisers().then((r) => r.ok && setAdvisers(r.data));
  }, [admin]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void showCalls(draft);
  };
  const findNow = async () => {
    const found = await find.act(() => findNewCalls());
    if (found) find.setNotice({ tone: 'success', message: s('retention.found', { migration: found.migration, retention: found.retention }) });
  };
  return (
    <section className="retention">
      <p>{s(admin ? 'retention.introAdmin' : 'retention.intro')}</p>
      <Loadable state={summary} retry={() => void openRetention()}>
        {(data) => <CallSummary summary={data} admin={admin} />}
      </Loadable>
      {admin && (
        <div className="retention-find">
          <button type="button" className="button secondary" disabled={find.busy} onClick={() => void findNow()}>
            {s('retention.find')}
          </button>
          <Notice notice={find.notice} />
        </div>
      )}
      <h2>{s('retention.list.title')}</h2>
      <form className="staff-filters" noValidate onSubmit={apply}>
        <Field id="retention-status" label={s('retention.filter.status')}>
          <select id="retention-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as CallFilter['status'] })}>
            <option value="PENDING">{s('retention.status.PENDING')}</option>
            <option value="DONE">{s('retention.status.DONE')}</option>
          </select>
        </Field>
        <Field id="retention-kind" label={s('retention.filter.kind')}>
          <select id="retention-kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as CallFilter['kind'] })}>
            <option value="">{s('retention.filter.allKinds')}</option>
            {CALL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {s(`retention.kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {admin && (
          <Field id="retention-adviser" label={s('retention.filter.adviser')}>
            <select id="retention-adviser" value={draft.adviser} onChange={(e) => setDraft({ ...draft, adviser: e.target.value })}>
              <option value="">{s('retention.filter.allAdvisers')}</option>
              {advisers.map((a) => (
                <option key={a.adviser.id} value={a.adviser.id}>
                  {a.adviser.name ?? a.adviser.id}
                </option>
              ))}
              <option value="none">{s('retention.summary.unassigned')}</option>
            </select>
          </Field>
        )}
        <label className="choice">
          <input type="checkbox" checked={draft.followUps} onChange={(e) => setDraft({ ...draft, followUps: e.target.checked })} />
          {s('retention.filter.followUps')}
        </label>
        <button type="submit" className="button">
          {s('retention.list.show')}
        </button>
      </form>
      <Loadable state={list.view} retry={() => void showCalls(list.filter)}>
        {(data) => (
          <>
            <p role="status">
              {s('retention.count', { count: data.total })}
              {data.foundAt && <small> · {s('retention.lastLook', { time: formatIst(data.foundAt) })}</small>}
            </p>
            {data.items.length === 0 ? (
              <p className="retention-empty">{s('retention.empty')}</p>
            ) : (
              <ol className="retention-calls">
                {data.items.map((call) => (
                  <CallRow key={call.id} call={call} advisers={admin ? advisers : null} />
                ))}
              </ol>
            )}
            {data.items.length < data.total && (
              <button type="button" className="button secondary" disabled={more.busy} onClick={() => void more.act(() => showMoreCalls())}>
                {s('retention.more')}
              </button>
            )}
            <Notice notice={more.notice} />
          </>
        )}
      </Loadable>
    </section>
  );
}

/** One call: who, why (moved between channels, or quiet since the last order), when to call, and for an admin who has it. */
function CallRow({ call, advisers }: { call: RetentionCall; advisers: Adviser[] | null }) {
  const { s, href } = useStrings();
  const today = istDay(new Date());
  const name = call.customer.name ?? call.customer.mobile;
  return (
    <li className={`retention-call${isDue(call, today) ? ' is-due' : ''}`}>
      <p className="retention-call-top">
        <a className="retention-customer" href={href(staffPath('customer-migration', call.customer.cusSid))}>
          {name}
        </a>
        <span className={`retention-kind is-${call.kind.toLowerCase()}`}>{s(`retention.kind.${call.kind}`)}</span>
        {call.demo && <span className="retention-demo">{s('retention.demo')}</span>}
      </p>
      <p>
        <a href={`tel:+91${call.customer.mobile}`}>{call.customer.mobile}</a>
      </p>
      <p>
        {call.kind === 'MIGRATION' && call.previousChannel
          ? `${s('retention.moved', { from: s(`retention.channel.${call.previousChannel}`), to: s(`retention.channel.${call.triggerOrder.channel}`) })} · `
          : ''}
        {s('retention.lastOrderAt', { time: formatIst(call.triggerOrder.placedAt) })}
      </p>
      <p className="retention-when">
        {call.status === 'DONE' && call.doneAt
          ? s('retention.doneAt', { time: formatIst(call.doneAt) })
          : call.nextCallOn
            ? s('retention.nextCall', { day: dayText(call.nextCallOn) })
            : s('retention.foundAt', { time: formatIst(call.foundAt) })}
        {isDue(call, today) && <strong className="retention-due-mark"> · {s('retention.due')}</strong>}
        {call.feedback && <span> · {feedbackText(call.feedback, s)}</span>}
      </p>
      {advisers && <AssignCall call={call} advisers={advisers} />}
    </li>
  );
}

function AssignCall({ call, advisers }: { call: RetentionCall; advisers: Adviser[] }) {
  const { s } = useStrings();
  const [adviser, setAdviser] = useState(call.adviser?.id ?? '');
  const { busy, notice, act } = useAction();
  const id = `assign-${call.id}`;
  if (call.status === 'DONE') return <p className="hint">{s('retention.assigned', { name: call.adviser?.name ?? s('retention.nobody') })}</p>;
  return (
    <form
      className="retention-assign"
      onSubmit={(event) => {
        event.preventDefault();
        void act(() => assignCall(call.id, adviser));
      }}
    >
      <label htmlFor={id}>{s('retention.assignTo')}</label>
      <select id={id} value={adviser} onChange={(e) => setAdviser(e.target.value)}>
        <option value="">{s('retention.nobody')}</option>
        {advisers
          .filter((a) => !a.blocked)
          .map((a) => (
            <option key={a.adviser.id} value={a.adviser.id}>
              {a.adviser.name ?? a.adviser.id}
            </option>
          ))}
      </select>
      <button type="submit" className="button secondary" disabled={busy}>
        {s('retention.assign')}
      </button>
      <Notice notice={notice} />
    </form>
  );
}
