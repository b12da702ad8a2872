import { z } from 'zod';
import { daysBetween, isCalendarDay, istDay } from './days.ts';
import { MobileSchema, NameSchema } from './fields.ts';
import { LEAD_MESSAGES as L } from './lead-messages.ts';

/**
 * A sales lead (staff-tools.md §3 Lead; issue 17): a person met at a health camp, a pre-awareness drive,
 * a door-to-door visit or by referral, who may become a customer. One schema for the fields a person
 * fills in, shared by the upstream (request bodies), the gateway (input) and the phone's form, which
 * checks a lead offline before it is queued. The spec leaves lead validation open ("Validation rules for
 * lead fields are not shown"); the project's decisions:
 *
 * - name: the account's name rule (letters of any script, at least 2 letters, at most 80 characters);
 * - mobile: an Indian mobile, 10 digits starting 6-9 (+91, 91 or 0 in front and spaces allowed);
 * - follow-up date: a calendar day (YYYY-MM-DD), not before today in India (IST), at most a year ahead;
 *   `followUpDateRule(today)` makes the rule for the day it is checked on: the phone checks against its
 *   day when the lead is saved, the server against its day when the lead arrives (a lead captured
 *   offline on Monday for Tuesday and synced on Wednesday is still accepted: the server compares the
 *   date with the day the lead was captured, `clientUpdatedAt`, not with the day it arrived);
 * - free texts (address, follow-up details, remarks, panel, other reason) trimmed, at most 500
 *   characters (address 300, panel 80); empty is null;
 * - vital records: each optional, whole or decimal numbers within what a person can have (below);
 * - a source from a camp (HC_*, PA_AIHC) may name the camp; other sources may not.
 */

/**
 * Where the lead came from. The nine follow-up filter categories of §4 are these seven sources plus
 * TOTAL_LEADS (every lead) and PENDING (a follow-up due today or earlier and not done):
 * - HC_VC  health camp, visited the camp (registered beforehand and came);
 * - HC_WI  health camp, walk-in (came to the camp without registering);
 * - HC_IC  health camp, invited customer (an existing customer of the shop invited to the camp);
 * - PA_HV  pre-awareness drive, interested in a home visit;
 * - PA_AIHC pre-awareness drive, agreed to attend the health camp (who did not come are the
 *   pre-awareness absentees);
 * - DOOR_TO_DOOR a door-to-door visit; REFERRAL referred by someone.
 */
export const LEAD_SOURCES = ['HC_VC', 'HC_WI', 'HC_IC', 'PA_HV', 'PA_AIHC', 'DOOR_TO_DOOR', 'REFERRAL'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** Sources that belong to a health camp (the lead may name its camp). */
export const CAMP_SOURCES: readonly LeadSource[] = ['HC_VC', 'HC_WI', 'HC_IC', 'PA_AIHC'];

export const LEAD_FILTERS = ['TOTAL_LEADS', 'HC_VC', 'HC_WI', 'DOOR_TO_DOOR', 'PA_HV', 'PA_AIHC', 'REFERRAL', 'HC_IC', 'PENDING'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

export const GENDERS = ['FEMALE', 'MALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

/** Patient type: what the person is treated for, which decides the medicines to offer. */
export const PATIENT_TYPES = ['GENERAL', 'DIABETIC', 'HYPERTENSIVE', 'CARDIAC', 'THYROID', 'RESPIRATORY', 'OTHER'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];

/** Why the person did not place an order (§9 "lead reason lists"); OTHER takes the remarks. */
export const NO_ORDER_REASONS = [
  'HAS_MEDICINE_AT_HOME',
  'BUYS_FROM_LOCAL_SHOP',
  'PRICE',
  'NEEDS_DOCTOR_VISIT',
  'NO_PRESCRIPTION',
  'WILL_ORDER_LATER',
  'NOT_INTERESTED',
  'OTHER',
] as const;
export type NoOrderReason = (typeof NO_ORDER_REASONS)[number];

/** What a lead's activity records (addLeadActivity): a call, a visit, a note, a follow-up done. */
export const LEAD_ACTIVITY_KINDS = ['CALL', 'VISIT', 'NOTE', 'FOLLOW_UP_DONE'] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** Camp slots (§9), in IST. */
export const CAMP_SLOTS = {
  MORNING: { from: '09:00', to: '13:30' },
  AFTERNOON: { from: '12:00', to: '16:30' },
  EVENING: { from: '15:00', to: '19:30' },
} as const;
export type CampSlot = keyof typeof CAMP_SLOTS;
export const CAMP_SLOT_NAMES = Object.keys(CAMP_SLOTS) as CampSlot[];
export const CAMP_KINDS = ['HEALTH_CAMP', 'PRE_AWARENESS'] as const;
export type CampKind = (typeof CAMP_KINDS)[number];

/**
 * The follow-up intervals of §9 ("10-1, 1-4, 4-7 and after 7"), counted in IST calendar days from the
 * follow-up date to today (d = today - followUpDate):
 * - D10_1:   due in the coming 1 to 10 days (d from -10 to -1);
 * - D1_4:    due today, or up to 4 days overdue (d from 0 to 4);
 * - D4_7:    5 to 7 days overdue (d from 5 to 7);
 * - AFTER_7: more than 7 days overdue (d > 7).
 * A follow-up more than 10 days ahead, or a lead without a follow-up date, is in no interval.
 */
export const FOLLOW_UP_INTERVALS = ['D10_1', 'D1_4', 'D4_7', 'AFTER_7'] as const;
export type FollowUpInterval = (typeof FOLLOW_UP_INTERVALS)[number];

// The days are ./days.ts's, re-exported for the lead code that reads them from here.
export { daysBetween, isCalendarDay, istDay };

/** The interval a follow-up date falls in on `today` (both YYYY-MM-DD), or null. */
export function followUpInterval(followUpDate: string | null, today: string): FollowUpInterval | null {
  if (followUpDate === null) return null;
  const d = daysBetween(followUpDate, today);
  if (d >= -10 && d <= -1) return 'D10_1';
  if (d >= 0 && d <= 4) return 'D1_4';
  if (d >= 5 && d <= 7) return 'D4_7';
  if (d > 7) return 'AFTER_7';
  return null;
}

/** The follow-up date for a lead saved on `today` (IST, YYYY-MM-DD): empty is none; not before today, at most 366 days ahead. */
export function followUpDateRule(today: string) {
  return z
    .string({ error: L.invalidFollowUpDate })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || isCalendarDay(value), L.invalidFollowUpDate)
    .refine((value) => value === null || !isCalendarDay(value) || daysBetween(today, value) >= 0, L.followUpDateInPast)
    .refine((value) => value === null || !isCalendarDay(value) || daysBetween(today, value) <= 366, L.followUpDateTooFar);
}

const text = (max: number) =>
  z
    .string({ error: L.textTooLong })
    .nullish()
    .transform((value) => value?.trim().replace(/\s+/g, ' ') || null)
    .refine((value) => value === null || value.length <= max, L.textTooLong);

const vital = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

/** Vital records taken at a camp or visit; each optional. Ranges are what a living person can show. */
export const VitalRecordsSchema = z
  .object({
    bpSystolic: vital(50, 260, L.invalidVital).refine((v) => v === null || Number.isInteger(v), L.invalidVital),
    bpDiastolic: vital(30, 180, L.invalidVital).refine((v) => v === null || Number.isInteger(v), L.invalidVital),
    /** Blood sugar, mg/dL. */
    bloodSugar: vital(20, 800, L.invalidVital),
    weightKg: vital(1, 300, L.invalidVital),
    heightCm: vital(30, 250, L.invalidVital),
    pulse: vital(20, 250, L.invalidVital).refine((v) => v === null || Number.isInteger(v), L.invalidVital),
    /** Oxygen saturation, %. */
    spo2: vital(50, 100, L.invalidVital),
  })
  .refine((v) => v.bpSystolic === null || v.bpDiastolic === null || v.bpSystolic > v.bpDiastolic, { message: L.invalidVital, path: ['bpDiastolic'] });
export type VitalRecords = z.output<typeof VitalRecordsSchema>;
export const NO_VITALS: VitalRecords = { bpSystolic: null, bpDiastolic: null, bloodSugar: null, weightKg: null, heightCm: null, pulse: null, spo2: null };

/** The fields a person fills in (§3 Lead), checked for the day `today` (IST YYYY-MM-DD). */
export function leadFieldsSchema(today: string) {
  return z
    .object({
      name: NameSchema,
      mobile: MobileSchema,
      gender: z
        .enum(GENDERS, { error: L.chooseGender })
        .nullish()
        .transform((v) => v ?? null),
      address: text(300),
      isChronic: z.boolean().default(false),
      healthCampVisit: z.boolean().default(false),
      homeVisitInterested: z.boolean().default(false),
      source: z.enum(LEAD_SOURCES, { error: L.chooseSource }),
      vitalRecords: VitalRecordsSchema.nullish().transform((v) => v ?? NO_VITALS),
      followUpDate: followUpDateRule(today),
      followUpDetails: text(500),
      remarks: text(500),
      reasonForNotPlacingOrder: z
        .enum(NO_ORDER_REASONS, { error: L.chooseReason })
        .nullish()
        .transform((v) => v ?? null),
      patientType: z
        .enum(PATIENT_TYPES, { error: L.choosePatientType })
        .nullish()
        .transform((v) => v ?? null),
      panel: text(80),
      /** The camp's sid, for a lead from a camp. */
      healthCampSid: z
        .string()
        .max(64)
        .nullish()
        .transform((v) => v?.trim() || null),
    })
    .refine((lead) => lead.healthCampSid === null || CAMP_SOURCES.includes(lead.source), { message: L.campOnlyForCampSources, path: ['healthCampSid'] })
    .refine((lead) => lead.reasonForNotPlacingOrder !== 'OTHER' || lead.remarks !== null, { message: L.otherReasonNeedsRemarks, path: ['remarks'] });
}
export type LeadFieldsInput = z.input<ReturnType<typeof leadFieldsSchema>>;
export type LeadFields = z.output<ReturnType<typeof leadFieldsSchema>>;

/**
 * A client-made lead id (the phone makes it when the lead is first saved, before any network): 16 to 64
 * letters, digits, '-' or '_'. The server keeps one lead per clientId, so a create sent twice is one lead.
 */
export const ClientIdSchema = z.string({ error: L.invalidClientId }).regex(/^[A-Za-z0-9_-]{16,64}$/, L.invalidClientId);

/**
 * When the phone last changed the lead (ISO 8601 instant, the phone's clock): an older change never
 * overwrites a newer one (./lead-sync.ts). At most a day ahead of the server's clock (a phone's clock
 * can be wrong, but not by more: a later one is refused).
 */
export const ClientUpdatedAtSchema = z.iso.datetime({ offset: true, error: L.invalidClientTime });
