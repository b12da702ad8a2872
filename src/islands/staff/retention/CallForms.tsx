import { type FormEvent, useState } from 'react';
import { FEEDBACK_CODES, feedbackSchema, istDay, MAX_MESSAGE, MAX_NEXT_CALL_DAYS, MAX_NOTES } from '../../../../domain/retention.ts';
import { type RetentionCall, saveFeedback, sendMessage } from '../../../stores/staff/retention.ts';
import { Field, Notice, useAction, useStrings } from '../../account/ui.tsx';
import { feedbackText } from './feedback-text.ts';

type Errors = Partial<Record<'feedback' | 'notes' | 'nextCallOn', string>>;

/**
 * What the customer said on the call (cio-migration-feedback, cio-retention-feedback): one of the
 * configured options, notes, and the next call's day. The domain's rule checks it here first (the same
 * one the server applies): CALL_BACK needs a day, OTHER a note; with a day the call stays pending.
 */
export function FeedbackForm({ call, saved }: { call: RetentionCall; saved: (call: RetentionCall) => void }) {
  const { s } = useStrings();
  const [feedback, setFeedback] = useState(call.feedback ?? '');
  const [notes, setNotes] = useState(call.notes ?? '');
  const [nextCallOn, setNextCallOn] = useState(call.nextCallOn ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, notice, act } = useAction();
  const now = new Date();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = feedbackSchema(now).safeParse({ feedback, notes, nextCallOn });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const done = await act(() => saveFeedback(call, { feedback, notes, nextCallOn }));
    if (done) saved(done);
  };
  const describedBy = (field: keyof Errors, hint?: boolean) =>
    [hint ? `retention-${field}-hint` : '', errors[field] ? `retention-${field}-error` : ''].join(' ').trim() || undefined;
  return (
    <form className="retention-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="retention-feedback-title">
      <h3 id="retention-feedback-title">
        {s('retention.form.title')} · {s(`retention.kind.${call.kind}`)}
      </h3>
      <Field id="retention-feedback" label={s('retention.form.feedback')} error={errors.feedback}>
        <select
          id="retention-feedback"
          value={feedback}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={describedBy('feedback')}
          onChange={(e) => setFeedback(e.target.value)}
        >
          <option value="">{s('retention.form.choose')}</option>
          {FEEDBACK_CODES.map((code) => (
            <option key={code} value={code}>
              {feedbackText(code, s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="retention-notes" label={s('retention.form.notes')} error={errors.notes}>
        <textarea
          id="retention-notes"
          rows={3}
          maxLength={MAX_NOTES}
          value={notes}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy('notes')}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Field>
      <Field id="retention-nextCallOn" label={s('retention.form.nextCall')} error={errors.nextCallOn} hint={s('retention.form.nextCallHint')}>
        <input
          id="retention-nextCallOn"
          type="date"
          min={istDay(now)}
          max={istDay(new Date(now.getTime() + MAX_NEXT_CALL_DAYS * 86_400_000))}
          value={nextCallOn}
          aria-invalid={errors.nextCallOn ? true : undefined}
          aria-describedby={describedBy('nextCallOn', true)}
          onChange={(e) => setNextCallOn(e.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? s('retention.form.saving') : s('retention.form.save')}
      </button>
      <Notice notice={notice} />
    </form>
  );
}

/** A message to the customer through the engagement service (send-clevertap-message), written for them or as suggested. */
export function MessageForm({ call }: { call: RetentionCall }) {
  const { s } = useStrings();
  const [body, setBody] = useState(() => s('retention.message.default'));
  const { busy, notice, act } = useAction();
  return (
    <form
      className="retention-form"
      noValidate
      aria-labelledby="retention-message-title"
      onSubmit={(event) => {
        event.preventDefault();
        void act(() => sendMessage(call.id, body), s('retention.messages.messageSent'));
      }}
    >
      <h3 id="retention-message-title">{s('retention.message.title')}</h3>
      <Field id="retention-message" label={s('retention.message.body')} hint={s('retention.message.hint')}>
        <textarea
          id="retention-message"
          rows={4}
          maxLength={MAX_MESSAGE}
          value={body}
          aria-describedby="retention-message-hint"
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? s('retention.message.sending') : s('retention.message.send')}
      </button>
      <Notice notice={notice} />
    </form>
  );
}
