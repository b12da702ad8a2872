import { z } from 'zod';
import {
  type GENDERS,
  type LeadFields,
  type LeadSource,
  leadFieldsSchema,
  type NO_ORDER_REASONS,
  NO_VITALS,
  type PATIENT_TYPES,
  type VitalRecords,
} from '../../../../../domain/lead.ts';
import type { KeptLead } from '../../../../stores/staff/leads/kept-lead.ts';

/**
 * The lead form's values (text boxes give text) and how they become the lead's fields: empty is none, a
 * reading is a number, and then domain/lead.ts decides, on the phone, with the day it is in India. On
 * /pre-add-lead the camp is asked first and must be chosen.
 */
export const VITALS = Object.keys(NO_VITALS) as (keyof VitalRecords)[];

export interface LeadFormValues {
  name: string;
  mobile: string;
  gender: '' | (typeof GENDERS)[number];
  address: string;
  isChronic: boolean;
  healthCampVisit: boolean;
  homeVisitInterested: boolean;
  source: '' | LeadSource;
  vitalRecords: Record<keyof VitalRecords, string>;
  followUpDate: string;
  followUpDetails: string;
  remarks: string;
  reasonForNotPlacingOrder: '' | (typeof NO_ORDER_REASONS)[number];
  patientType: '' | (typeof PATIENT_TYPES)[number];
  panel: string;
  healthCampSid: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const reading = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

function toInput(values: LeadFormValues) {
  return {
    ...values,
    gender: orNull(values.gender),
    address: orNull(values.address),
    source: orNull(values.source),
    vitalRecords: Object.fromEntries(VITALS.map((name) => [name, reading(values.vitalRecords[name])])),
    followUpDate: orNull(values.followUpDate),
    followUpDetails: orNull(values.followUpDetails),
    remarks: orNull(values.remarks),
    reasonForNotPlacingOrder: orNull(values.reasonForNotPlacingOrder),
    patientType: orNull(values.patientType),
    panel: orNull(values.panel),
    healthCampSid: orNull(values.healthCampSid),
  };
}

/** The message key (not English) of the one rule only the form has. */
export const CHOOSE_CAMP = 'leadForm.messages.chooseCamp';

export function leadFormSchema(today: string, campRequired: boolean) {
  return z.preprocess(
    (values: LeadFormValues) => toInput(values),
    leadFieldsSchema(today).refine((lead) => !campRequired || lead.healthCampSid !== null, { message: CHOOSE_CAMP, path: ['healthCampSid'] }),
  );
}

export function emptyLeadForm(preset: Partial<Pick<LeadFormValues, 'source' | 'healthCampSid'>> = {}): LeadFormValues {
  return {
    name: '',
    mobile: '',
    gender: '',
    address: '',
    isChronic: false,
    healthCampVisit: false,
    homeVisitInterested: false,
    source: preset.source ?? '',
    vitalRecords: Object.fromEntries(VITALS.map((name) => [name, ''])) as Record<keyof VitalRecords, string>,
    followUpDate: '',
    followUpDetails: '',
    remarks: '',
    reasonForNotPlacingOrder: '',
    patientType: '',
    panel: '',
    healthCampSid: preset.healthCampSid ?? '',
  };
}

/** A kept lead back in the form, to change it. */
export function formOfLead(lead: KeptLead | LeadFields): LeadFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: lead.name,
    mobile: lead.mobile,
    gender: lead.gender ?? '',
    address: text(lead.address),
    isChronic: lead.isChronic,
    healthCampVisit: lead.healthCampVisit,
    homeVisitInterested: lead.homeVisitInterested,
    source: lead.source,
    vitalRecords: Object.fromEntries(VITALS.map((name) => [name, lead.vitalRecords[name] === null ? '' : String(lead.vitalRecords[name])])) as Record<
      keyof VitalRecords,
      string
    >,
    followUpDate: text(lead.followUpDate),
    followUpDetails: text(lead.followUpDetails),
    remarks: text(lead.remarks),
    reasonForNotPlacingOrder: lead.reasonForNotPlacingOrder ?? '',
    patientType: lead.patientType ?? '',
    panel: text(lead.panel),
    healthCampSid: text(lead.healthCampSid),
  };
}
