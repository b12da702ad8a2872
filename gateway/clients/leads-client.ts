import { z } from 'zod';
import {
  CAMP_KINDS,
  CAMP_SLOT_NAMES,
  type CampSlot,
  FOLLOW_UP_INTERVALS,
  GENDERS,
  LEAD_ACTIVITY_KINDS,
  LEAD_FILTERS,
  LEAD_SOURCES,
  NO_ORDER_REASONS,
  PATIENT_TYPES,
} from '../../domain/lead.ts';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';
import { uploadForm } from './prescriptions-client.ts';

/**
 * The lead service (issue 17; upstream/leads/): a shop's leads, camps and follow-ups, with the staff
 * user's own token. Raw replies are snake_case; records leave camelCase, money in paise, and the lead's
 * prescription as the gateway's private file path (gateway/files.ts), never the upstream's.
 */
const ROLES = ['customer', 'franchise', 'assistant', 'admin', 'adviser', 'editor'] as const;
const ESTIMATION_STATUSES = ['DECODING', 'CREATED', 'SHARED', 'ORDERED'] as const;

/** Where the storefront fetches a lead's prescription with the staff user's token. */
export const leadFilePath = (id: string) => `/staff/lead-files/${id}`;

const RawStaffSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });
const RawCampSchema = z.object({
  sid: z.string(),
  name: z.string(),
  kind: z.enum(CAMP_KINDS),
  date: z.string(),
  slot: z.enum(CAMP_SLOT_NAMES as [CampSlot, ...CampSlot[]]),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  pin_code: z.string().nullable(),
  notes: z.string().nullable(),
  lead_count: z.number().int(),
  created_by: RawStaffSchema,
  created_at: z.string(),
});
const RawCustomerSchema = z.object({ cus_sid: z.string(), name: z.string().nullable(), mobile: z.string() });
const num = z.number().nullable();
const RawLeadSchema = z.object({
  sid: z.string(),
  client_id: z.string(),
  name: z.string(),
  mobile: z.string(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  prescription: z.object({ id: z.string(), content_type: z.string(), uploaded_at: z.string() }).nullable(),
  is_chronic: z.boolean(),
  health_camp_visit: z.boolean(),
  home_visit_interested: z.boolean(),
  source: z.enum(LEAD_SOURCES),
  vital_records: z.object({ bp_systolic: num, bp_diastolic: num, blood_sugar: num, weight_kg: num, height_cm: num, pulse: num, spo2: num }),
  follow_up_date: z.string().nullable(),
  follow_up_details: z.string().nullable(),
  follow_up_interval: z.enum(FOLLOW_UP_INTERVALS).nullable(),
  remarks: z.string().nullable(),
  reason_for_not_placing_order: z.enum(NO_ORDER_REASONS).nullable(),
  patient_type: z.enum(PATIENT_TYPES).nullable(),
  panel: z.string().nullable(),
  health_camp: RawCampSchema.nullable(),
  status: z.enum(['OPEN', 'CONVERTED', 'INACTIVE']),
  inactive_reason: z.string().nullable(),
  captured_by: RawStaffSchema,
  activity: z.array(z.object({ id: z.string(), kind: z.enum(LEAD_ACTIVITY_KINDS), notes: z.string().nullable(), at: z.string(), by: RawStaffSchema })),
  customer: RawCustomerSchema.nullable(),
  client_updated_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), start: z.number().int(), size: z.number().int() });
const RawSaveSchema = z.object({ lead: RawLeadSchema, applied: z.boolean(), repeated: z.boolean() });
const RawConversionSchema = z.object({ lead: RawLeadSchema, customer: RawCustomerSchema, new_customer: z.boolean() });
const RawCellsSchema = z.array(z.object({ filter: z.enum(LEAD_FILTERS), interval: z.enum(FOLLOW_UP_INTERVALS), count: z.number().int() }));
const RawSummarySchema = z.object({ cells: RawCellsSchema, totals: z.array(z.object({ filter: z.enum(LEAD_FILTERS), count: z.number().int() })) });
const RawLeadSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  converted: z.number().int(),
  inactive: z.number().int(),
  today: z.number().int(),
  last_seven_days: z.number().int(),
  by_source: z.array(z.object({ source: z.enum(LEAD_SOURCES), count: z.number().int() })),
});
const RawEstimationSchema = z.object({
  estimate_id: z.string(),
  status: z.enum(ESTIMATION_STATUSES),
  created_at: z.string(),
  lines: z.number().int(),
  requested_total: DecimalSchema,
  suggested_total: DecimalSchema,
});

const staffOf = (raw: z.infer<typeof RawStaffSchema>) => ({ id: raw.id, name: raw.name, role: raw.role.toUpperCase() });
const customerOf = (raw: z.infer<typeof RawCustomerSchema>) => ({ cusSid: raw.cus_sid, name: raw.name, mobile: raw.mobile });

function campOf(raw: z.infer<typeof RawCampSchema>) {
  return {
    sid: raw.sid,
    name: raw.name,
    kind: raw.kind,
    date: raw.date,
    slot: raw.slot,
    startsAt: raw.starts_at,
    endsAt: raw.ends_at,
    place: raw.place,
    pinCode: raw.pin_code,
    notes: raw.notes,
    leadCount: raw.lead_count,
    createdBy: staffOf(raw.created_by),
    createdAt: raw.created_at,
  };
}
export type CampRecord = ReturnType<typeof campOf>;

function leadOf(raw: z.infer<typeof RawLeadSchema>) {
  const v = raw.vital_records;
  return {
    sid: raw.sid,
    clientId: raw.client_id,
    name: raw.name,
    mobile: raw.mobile,
    gender: raw.gender,
    address: raw.address,
    prescription: raw.prescription && {
      id: raw.prescription.id,
      path: leadFilePath(raw.prescription.id),
      contentType: raw.prescription.content_type,
      uploadedAt: raw.prescription.uploaded_at,
    },
    isChronic: raw.is_chronic,
    healthCampVisit: raw.health_camp_visit,
    homeVisitInterested: raw.home_visit_interested,
    source: raw.source,
    vitalRecords: {
      bpSystolic: v.bp_systolic,
      bpDiastolic: v.bp_diastolic,
      bloodSugar: v.blood_sugar,
      weightKg: v.weight_kg,
      heightCm: v.height_cm,
      pulse: v.pulse,
      spo2: v.spo2,
    },
    followUpDate: raw.follow_up_date,
    followUpDetails: raw.follow_up_details,
    followUpInterval: raw.follow_up_interval,
    remarks: raw.remarks,
    reasonForNotPlacingOrder: raw.reason_for_not_placing_order,
    patientType: raw.patient_type,
    panel: raw.panel,
    healthCamp: raw.health_camp && campOf(raw.health_camp),
    status: raw.status,
    inactiveReason: raw.inactive_reason,
    leadCapturedBy: staffOf(raw.captured_by),
    activity: raw.activity.map((a) => ({ id: a.id, kind: a.kind, notes: a.notes, at: a.at, by: staffOf(a.by) })),
    customer: raw.customer && customerOf(raw.customer),
    clientUpdatedAt: raw.client_updated_at,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}
export type LeadRecord = ReturnType<typeof leadOf>;

const leadPage = (raw: z.infer<ReturnType<typeof page<typeof RawLeadSchema>>>) => ({ ...raw, items: raw.items.map(leadOf) });

/** What the caller sends with every call: the staff user's own token and the browser's address (for the audit trail). */
export interface LeadCaller {
  token: string;
  clientAddress: string | null;
}

export function leadsClient(call: UpstreamFetch) {
  const get = (path: string, who: LeadCaller, query?: Record<string, string | number | undefined>) =>
    call(path, { token: who.token, clientAddress: who.clientAddress, ...(query ? { query } : {}) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, who: LeadCaller, body?: unknown) =>
    call(path, { method, token: who.token, clientAddress: who.clientAddress, ...(body === undefined ? {} : { body }) });
  const leads = '/api/staff/leads';
  const one = async (promise: Promise<unknown>) => leadOf(parseResult(z.object({ lead: RawLeadSchema }), await promise).lead);
  const saved = async (promise: Promise<unknown>) => {
    const raw = parseResult(RawSaveSchema, await promise);
    return { lead: leadOf(raw.lead), applied: raw.applied, repeated: raw.repeated };
  };
  const camp = async (promise: Promise<unknown>) => campOf(parseResult(RawCampSchema, await promise));
  const leadList = async (promise: Promise<unknown>) => leadPage(parseResult(page(RawLeadSchema), await promise));
  const e = encodeURIComponent;

  return {
    vaultKey: async (who: LeadCaller) => parseResult(z.object({ key: z.string() }), await get(`${leads}/vault-key`, who)).key,
    check: async (who: LeadCaller, mobile: string) => {
      const raw = parseResult(
        z.object({ lead: RawLeadSchema.nullable(), customer: RawCustomerSchema.nullable() }),
        await get(`${leads}/check`, who, { mobile }),
      );
      return { lead: raw.lead && leadOf(raw.lead), customer: raw.customer && customerOf(raw.customer) };
    },
    search: (who: LeadCaller, term: string, start: number, size: number) => leadList(get(`${leads}/search`, who, { term, start, size })),
    lead: (who: LeadCaller, sid: string) => one(get(`${leads}/${e(sid)}`, who)),
    summary: async (who: LeadCaller) => {
      const raw = parseResult(RawLeadSummarySchema, await get(`${leads}/summary`, who));
      return { ...raw, lastSevenDays: raw.last_seven_days, bySource: raw.by_source };
    },
    estimations: async (who: LeadCaller, sid: string) =>
      parseResult(z.array(RawEstimationSchema), await get(`${leads}/${e(sid)}/estimations`, who)).map((raw) => ({
        estimateId: raw.estimate_id,
        status: raw.status,
        createdAt: raw.created_at,
        lines: raw.lines,
        requestedTotal: paise(raw.requested_total),
        suggestedTotal: paise(raw.suggested_total),
      })),
    create: (who: LeadCaller, input: unknown) => saved(send('POST', leads, who, input)),
    update: (who: LeadCaller, sid: string, input: unknown) => saved(send('PUT', `${leads}/${e(sid)}`, who, input)),
    remove: async (who: LeadCaller, sid: string) => parseResult(z.literal(true), await send('DELETE', `${leads}/${e(sid)}`, who)),
    addActivity: (who: LeadCaller, sid: string, input: unknown) => one(send('POST', `${leads}/${e(sid)}/activity`, who, input)),
    changeMobile: (who: LeadCaller, sid: string, mobile: string) => one(send('POST', `${leads}/${e(sid)}/mobile`, who, { mobile })),
    uploadPrescription: async (who: LeadCaller, sid: string, file: File) => one(send('POST', `${leads}/${e(sid)}/prescription`, who, await uploadForm(file))),
    convert: async (who: LeadCaller, sid: string) => {
      const raw = parseResult(RawConversionSchema, await send('POST', `${leads}/${e(sid)}/convert`, who, {}));
      return { lead: leadOf(raw.lead), customer: customerOf(raw.customer), newCustomer: raw.new_customer };
    },
    followUps: (who: LeadCaller, query: { filter: string; interval?: string | undefined; camp?: string | undefined; start: number; size: number }) =>
      leadList(get('/api/staff/follow-ups', who, query)),
    followUpSummary: async (who: LeadCaller) => parseResult(RawSummarySchema, await get('/api/staff/follow-ups/summary', who)),
    followUpSummaryByCamp: async (who: LeadCaller, size: number) =>
      parseResult(
        z.array(z.object({ camp: RawCampSchema, leads: z.number().int(), cells: RawCellsSchema })),
        await get('/api/staff/follow-ups/summary-by-camp', who, { size }),
      ).map((raw) => ({ camp: campOf(raw.camp), leads: raw.leads, cells: raw.cells })),
    camps: async (who: LeadCaller, start: number, size: number) => {
      const raw = parseResult(page(RawCampSchema), await get('/api/staff/camps', who, { start, size }));
      return { ...raw, items: raw.items.map(campOf) };
    },
    latestCamps: async (who: LeadCaller) => parseResult(z.array(RawCampSchema), await get('/api/staff/camps/latest', who)).map(campOf),
    campLeads: (who: LeadCaller, sid: string, start: number, size: number) => leadList(get(`/api/staff/camps/${e(sid)}/leads`, who, { start, size })),
    absentees: (who: LeadCaller, camp: string | undefined, start: number, size: number) =>
      leadList(get('/api/staff/camps/absentees', who, { camp, start, size })),
    addCamp: (who: LeadCaller, input: unknown) => camp(send('POST', '/api/staff/camps', who, input)),
    updateCamp: (who: LeadCaller, sid: string, input: unknown) => camp(send('PUT', `/api/staff/camps/${e(sid)}`, who, input)),
  };
}
export type LeadsClient = ReturnType<typeof leadsClient>;
