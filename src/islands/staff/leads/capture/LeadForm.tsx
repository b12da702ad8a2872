import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CAMP_SOURCES, GENDERS, istDay, LEAD_SOURCES, type LeadFields, NO_ORDER_REASONS, PATIENT_TYPES } from '../../../../../domain/lead.ts';
import { LEAD_MESSAGES } from '../../../../../domain/lead-messages.ts';
import { browserOffline } from '../../../../stores/network.ts';
import { checkLeadExists, type LeadMatch, saveLead } from '../../../../stores/staff/leads/capture.ts';
import { type KeptLead, keptFromServer } from '../../../../stores/staff/leads/kept-lead.ts';
import { $leadStore, selectLead } from '../../../../stores/staff/leads/list.ts';
import { signedInOwner } from '../../../../stores/staff/leads/sync.ts';
import { type ActionNotice, Field, Notice, useStrings } from '../../../account/ui.tsx';
import { CHOOSE_CAMP, emptyLeadForm, formOfLead, type LeadFormValues, leadFormSchema, VITALS } from './lead-form-values.ts';

/** The server's limit for a lead's prescription photo (gateway/schema/leads.graphql uploadLeadPrescription). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type Found = { kind: 'lead'; lead: NonNullable<LeadMatch['lead']> } | { kind: 'customer'; name: string; mobile: string } | { kind: 'phone'; lead: KeptLead };

/**
 * The lead form (§3 Lead: every field of LeadInput), checked on the phone by domain/lead.ts. A new lead
 * is first looked for: among this phone's leads, then (online) by checkLeadExist, which offers the
 * existing lead (to change it) or the shop's customer. On /pre-add-lead the camp and source come first
 * and stay chosen for the next person.
 */
export function LeadForm({ fromCamp }: { fromCamp: boolean }) {
  const { s, message, href } = useStrings();
  const { selectedLead, healthCamps } = useStore($leadStore);
  const today = istDay(Date.now());
  const schema = useMemo(() => leadFormSchema(today, fromCamp), [today, fromCamp]);
  const form = useForm<LeadFormValues, unknown, LeadFields>({ resolver: zodResolver(schema), defaultValues: emptyLeadForm() });
  const { register, handleSubmit, reset, watch, formState } = form;
  const errors = formState.errors;
  const photoInput = useRef<HTMLInputElement>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);

  // Before the browser paints the form's new title: with a passive effect, what the person typed into a
  // lead just opened (a slow phone, a quick thumb) could be overwritten by the lead's old values.
  useLayoutEffect(() => {
    // A lead opened to be changed: the last save's words go; after a save they stay.
    if (selectedLead) {
      setFound(null);
      setNotice(null);
    }
    reset(selectedLead ? formOfLead(selectedLead) : emptyLeadForm({ source: watch('source'), healthCampSid: watch('healthCampSid') }));
  }, [selectedLead, reset, watch]);

  const source = watch('source');
  const campSource = source !== '' && CAMP_SOURCES.includes(source);
  const sources = fromCamp ? CAMP_SOURCES : LEAD_SOURCES;
  const errorText = (text: string | undefined) => (text === CHOOSE_CAMP ? s(CHOOSE_CAMP) : text);
  const invalid = (name: string, error: unknown) => (error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});

  const save = async (fields: LeadFields) => {
    setNotice(null);
    setFound(null);
    const photo = photoInput.current?.files?.[0] ?? null;
    if (photo && photo.size > PHOTO_MAX_BYTES) {
      setPhotoError(s('leadForm.messages.photoTooLarge'));
      return;
    }
    setPhotoError(null);
    setBusy(true);
    try {
      if (!selectedLead && !browserOffline()) {
        const match = await checkLeadExists(fields.mobile);
        if (match.ok && match.data.lead) return setFound({ kind: 'lead', lead: match.data.lead });
        if (match.ok && match.data.customer) return setFound({ kind: 'customer', name: match.data.customer.name ?? '', mobile: match.data.customer.mobile });
      }
      const saved = await saveLead(fields, photo, selectedLead);
      if (!saved.ok) {
        const onPhone = saved.error.code === 'LEAD_ON_PHONE' ? $leadStore.get().data.find((l) => l.mobile === fields.mobile) : undefined;
        if (onPhone) return setFound({ kind: 'phone', lead: onPhone });
        return setNotice({ tone: 'error', message: saved.error.messageKey ? s(saved.error.messageKey as 'leadForm.messages.locked') : saved.error.message });
      }
      setNotice({ tone: 'success', message: s(browserOffline() ? 'leadForm.messages.savedOffline' : 'leadForm.messages.saved') });
      if (photoInput.current) photoInput.current.value = '';
      reset(emptyLeadForm({ source: fields.source, healthCampSid: fields.healthCampSid ?? '' }));
      document.getElementById('lead-name')?.focus();
    } finally {
      setBusy(false);
    }
  };

  /** A wrong form: said by the button, and the first wrong box brought to the middle of the screen (not under the sticky header). */
  const showErrors = () => {
    setNotice({ tone: 'error', message: s('leadForm.messages.fixErrors') });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.lead-form [aria-invalid="true"]')?.scrollIntoView({ block: 'center' }));
  };

  /** The existing lead the server offered, taken onto the phone to be changed (an update by its sid). */
  const openExisting = (lead: NonNullable<LeadMatch['lead']>) => selectLead(keptFromServer(lead, { ownerId: signedInOwner() ?? '', photo: null }));

  const campSelect = (
    <Field id="lead-camp" label={s('leadForm.fields.camp')} error={errorText(errors.healthCampSid?.message)}>
      <select id="lead-camp" {...register('healthCampSid')} {...invalid('lead-camp', errors.healthCampSid)}>
        <option value="">{fromCamp ? s('leadForm.fields.choose') : s('leadForm.fields.noCamp')}</option>
        {healthCamps.map((camp) => (
          <option key={camp.sid} value={camp.sid}>
            {`${camp.name} · ${camp.date.split('-').reverse().join('/')} · ${s(`leads.slot.${camp.slot}`)}`}
          </option>
        ))}
      </select>
    </Field>
  );
  const sourceSelect = (
    <Field id="lead-source" label={s('leadForm.fields.source')} error={errors.source?.message}>
      <select id="lead-source" {...register('source')} {...invalid('lead-source', errors.source)}>
        <option value="">{s('leadForm.fields.choose')}</option>
        {sources.map((value) => (
          <option key={value} value={value}>
            {s(`leads.source.${value}`)}
          </option>
        ))}
      </select>
    </Field>
  );
  const check = (name: 'isChronic' | 'healthCampVisit' | 'homeVisitInterested') => (
    <label className="lead-check">
      <input type="checkbox" {...register(name)} />
      <span>{s(`leadForm.fields.${name}`)}</span>
    </label>
  );

  return (
    <section className="lead-form" aria-labelledby="lead-form-title">
      <h2 id="lead-form-title">{selectedLead ? s('leadForm.form.editTitle', { name: selectedLead.name }) : s('leadForm.form.newTitle')}</h2>
      <form noValidate onSubmit={handleSubmit(save, showErrors)}>
        {fromCamp && (
          <fieldset>
            <legend>{s('leadForm.form.campFirst')}</legend>
            {campSelect}
            {sourceSelect}
          </fieldset>
        )}
        <fieldset>
          <legend>{s('leadForm.form.person')}</legend>
          <Field id="lead-name" label={s('leadForm.fields.name')} error={errors.name?.message}>
            <input id="lead-name" autoComplete="off" {...register('name')} {...invalid('lead-name', errors.name)} />
          </Field>
          <Field id="lead-mobile" label={s('leadForm.fields.mobile')} error={errors.mobile?.message}>
            <input id="lead-mobile" type="tel" inputMode="numeric" autoComplete="off" {...register('mobile')} {...invalid('lead-mobile', errors.mobile)} />
          </Field>
          <Field id="lead-gender" label={s('leadForm.fields.gender')} error={errors.gender?.message}>
            <select id="lead-gender" {...register('gender')}>
              <option value="">{s('leadForm.fields.notSaid')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {s(`leads.gender.${g}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lead-address" label={s('leadForm.fields.address')} error={errors.address?.message}>
            <textarea id="lead-address" rows={2} {...register('address')} {...invalid('lead-address', errors.address)} />
          </Field>
          {!fromCamp && sourceSelect}
          {!fromCamp && campSource && campSelect}
        </fieldset>
        <fieldset>
          <legend>{s('leadForm.form.health')}</legend>
          <Field id="lead-photo" label={s('leadForm.fields.photo')} hint={s('leadForm.fields.photoHint')} error={photoError ?? undefined}>
            <input id="lead-photo" ref={photoInput} type="file" accept="image/*" capture="environment" aria-describedby="lead-photo-hint" />
          </Field>
          {selectedLead?.photo && <p className="hint">{s('leadForm.fields.photoKept')}</p>}
          {check('isChronic')}
          {check('healthCampVisit')}
          {check('homeVisitInterested')}
          <Field id="lead-patient-type" label={s('leadForm.fields.patientType')} error={errors.patientType?.message}>
            <select id="lead-patient-type" {...register('patientType')}>
              <option value="">{s('leadForm.fields.notSaid')}</option>
              {PATIENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {s(`leads.patientType.${t}`)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="lead-vitals">
            <legend>{s('leadForm.fields.vitals')}</legend>
            {VITALS.map((name) => (
              <Field key={name} id={`lead-${name}`} label={s(`leadForm.fields.${name}`)} error={errors.vitalRecords?.[name]?.message}>
                <input
                  id={`lead-${name}`}
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`vitalRecords.${name}`)}
                  {...invalid(`lead-${name}`, errors.vitalRecords?.[name])}
                />
              </Field>
            ))}
          </fieldset>
          <Field id="lead-panel" label={s('leadForm.fields.panel')} error={errors.panel?.message}>
            <input id="lead-panel" autoComplete="off" {...register('panel')} {...invalid('lead-panel', errors.panel)} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{s('leadForm.form.followUp')}</legend>
          <Field id="lead-follow-up-date" label={s('leadForm.fields.followUpDate')} error={errors.followUpDate?.message}>
            <input id="lead-follow-up-date" type="date" min={today} {...register('followUpDate')} {...invalid('lead-follow-up-date', errors.followUpDate)} />
          </Field>
          <Field id="lead-follow-up-details" label={s('leadForm.fields.followUpDetails')} error={errors.followUpDetails?.message}>
            <textarea id="lead-follow-up-details" rows={2} {...register('followUpDetails')} />
          </Field>
          <Field id="lead-reason" label={s('leadForm.fields.reason')} error={errors.reasonForNotPlacingOrder?.message}>
            <select id="lead-reason" {...register('reasonForNotPlacingOrder')}>
              <option value="">{s('leadForm.fields.notSaid')}</option>
              {NO_ORDER_REASONS.map((r) => (
                <option key={r} value={r}>
                  {s(`leads.reason.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lead-remarks" label={s('leadForm.fields.remarks')} error={errors.remarks?.message}>
            <textarea id="lead-remarks" rows={2} {...register('remarks')} {...invalid('lead-remarks', errors.remarks)} />
          </Field>
        </fieldset>
        {found && (
          <div role="alert" className="lead-found notice-error">
            {found.kind === 'customer' ? (
              <>
                <p>{message(LEAD_MESSAGES.customerExists)}</p>
                <p>
                  <strong>{found.name}</strong> · {found.mobile}
                </p>
                <a className="button secondary" href={href('/my-menu')}>
                  {s('leadForm.actions.serveCustomer')}
                </a>
              </>
            ) : (
              <>
                <p>{found.kind === 'phone' ? s('leadForm.messages.onPhone') : message(LEAD_MESSAGES.leadExists)}</p>
                <p>
                  <strong>{found.lead.name}</strong> · {found.lead.mobile}
                </p>
                <button type="button" className="button secondary" onClick={() => (found.kind === 'phone' ? selectLead(found.lead) : openExisting(found.lead))}>
                  {s('leadForm.actions.editExisting')}
                </button>
              </>
            )}
          </div>
        )}
        <Notice notice={notice} />
        <div className="lead-submit">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {selectedLead ? s('leadForm.actions.saveChange') : s('leadForm.actions.save')}
          </button>
          {selectedLead && (
            <button type="button" className="button secondary" onClick={() => selectLead(null)}>
              {s('leadForm.actions.cancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
