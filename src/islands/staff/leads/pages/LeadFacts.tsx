import { useState } from 'react';
import { staffFileUrl } from '../../../../stores/staff/files.ts';
import type { LeadDetail } from '../../../../stores/staff/lead-pages.ts';
import { telHref } from '../../../../stores/staff/lead-pages.ts';
import { useStrings } from '../../../account/ui.tsx';
import { dayText, LeadBadges, When } from './lead-ui.tsx';

const VITALS = ['bpSystolic', 'bpDiastolic', 'bloodSugar', 'weightKg', 'heightCm', 'pulse', 'spo2'] as const;

/**
 * What is known of a lead (staff-tools.md §3 Lead): who and how to reach them, where they came from,
 * the follow-up, the vital records taken, the prescription photo. Empty fields are left out.
 */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const { s } = useStrings();
  const yes = (value: boolean) => s(value ? 'leadPages.yes' : 'leadPages.no');
  const facts: [string, string | null][] = [
    [s('leadPages.fields.gender'), lead.gender && s(`leads.gender.${lead.gender}`)],
    [s('leadPages.fields.address'), lead.address],
    [s('leadPages.fields.patientType'), lead.patientType && s(`leads.patientType.${lead.patientType}`)],
    [s('leadPages.fields.isChronic'), yes(lead.isChronic)],
    [s('leadPages.fields.healthCampVisit'), yes(lead.healthCampVisit)],
    [s('leadPages.fields.homeVisitInterested'), yes(lead.homeVisitInterested)],
    [s('leadPages.fields.camp'), lead.healthCamp && `${lead.healthCamp.name} · ${dayText(lead.healthCamp.date)} · ${s(`leads.slot.${lead.healthCamp.slot}`)}`],
    [s('leadPages.fields.followUpDetails'), lead.followUpDetails],
    [s('leadPages.fields.reason'), lead.reasonForNotPlacingOrder && s(`leads.reason.${lead.reasonForNotPlacingOrder}`)],
    [s('leadPages.fields.remarks'), lead.remarks],
    [s('leadPages.fields.panel'), lead.panel],
    [s('leadPages.fields.inactiveReason'), lead.inactiveReason],
  ];
  const vitals = VITALS.filter((name) => lead.vitalRecords[name] !== null);
  return (
    <>
      <p className="lead-head">
        <a href={telHref(lead.mobile)} className="lead-mobile">
          {lead.mobile}
        </a>{' '}
        <LeadBadges lead={lead} />
      </p>
      <p className="hint">
        {s('leadPages.capturedBy', { name: lead.leadCapturedBy.name })} <When iso={lead.createdAt} />
      </p>
      <dl className="lead-facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{s('leadPages.vitalsTitle')}</h3>
      {vitals.length === 0 ? (
        <p className="hint">{s('leadPages.noVitals')}</p>
      ) : (
        <dl className="lead-facts lead-vitals">
          {vitals.map((name) => (
            <div key={name}>
              <dt>{s(`leadPages.vitals.${name}`)}</dt>
              <dd>{lead.vitalRecords[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3>{s('leadPages.prescriptionTitle')}</h3>
      {lead.prescription ? (
        <PrescriptionPhoto path={lead.prescription.path} uploadedAt={lead.prescription.uploadedAt} />
      ) : (
        <p className="hint">{s('leadPages.noPrescription')}</p>
      )}
    </>
  );
}

/** The prescription photo, fetched with the staff token when asked for: an image in the page, a PDF in a tab. */
function PrescriptionPhoto({ path, uploadedAt }: { path: string; uploadedAt: string }) {
  const { s, message } = useStrings();
  const [photo, setPhoto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (photo) URL.revokeObjectURL(photo);
    setPhoto(null);
  };
  return (
    <div className="lead-prescription">
      <button
        type="button"
        className="button secondary"
        aria-expanded={photo ? true : undefined}
        onClick={async () => {
          if (photo) return close();
          setError(null);
          const opened = await staffFileUrl(path);
          if (!opened.ok) setError(opened.error.message);
          else if (opened.data.image) setPhoto(opened.data.url);
          else window.open(opened.data.url, '_blank', 'noopener');
        }}
      >
        {s(photo ? 'leadPages.closePrescription' : 'leadPages.openPrescription')}
      </button>{' '}
      <span className="hint">
        <When iso={uploadedAt} />
      </span>
      {error && <p role="alert">{message(error)}</p>}
      {photo && (
        <figure className="file-photo">
          <img src={photo} alt={s('leadPages.prescriptionTitle')} />
        </figure>
      )}
    </div>
  );
}
