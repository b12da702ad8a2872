import { Absentees } from './Absentees.tsx';
import { FollowUpDetail } from './FollowUpDetail.tsx';
import { FollowUps } from './FollowUps.tsx';
import { Lms } from './Lms.tsx';

export type LeadPageSection = 'lms' | 'lead-follow-up' | 'pre-awareness-absentees';

/**
 * The online lead pages (issue 17; staff-tools.md §2): /lms (leads and health camps), /lead-follow-up
 * and /lead-follow-up/{followUpSid}, /pre-awareness-absentees. Loaded by the staff island only on these
 * pages (a chunk of their own), inside its context; franchises and assistants only (the island's menu
 * and the gateway both say so).
 */
export default function LeadPages({ section, reference }: { section: LeadPageSection; reference?: string | undefined }) {
  if (section === 'lead-follow-up') return reference ? <FollowUpDetail sid={reference} /> : <FollowUps />;
  if (section === 'pre-awareness-absentees') return <Absentees />;
  return <Lms />;
}
