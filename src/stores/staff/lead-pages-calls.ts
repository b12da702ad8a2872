import type { FollowUpInterval, LeadFilter } from '../../../domain/lead.ts';
import type { HealthCampInput, LeadActivityInput } from '../../gql/graphql.ts';
import {
  ADD_HEALTH_CAMP,
  ADD_LEAD_ACTIVITY,
  CHANGE_LEAD_MOBILE,
  CONVERT_LEAD,
  FOLLOW_UP_SUMMARY,
  FOLLOW_UP_SUMMARY_BY_CAMP,
  FOLLOW_UPS,
  HEALTH_CAMP_LEADS,
  HEALTH_CAMPS,
  LATEST_HEALTH_CAMPS,
  LEAD,
  LEAD_ABSENTEES,
  LEAD_ESTIMATIONS,
  LEAD_SEARCH,
  LEAD_SUMMARY,
  REMOVE_LEAD,
  UPDATE_HEALTH_CAMP,
} from '../../graphql/lead-pages.ts';
import { mapOutcome } from '../outcome.ts';
import { selectCustomer } from './acting.ts';
import { runStaff } from './calls.ts';
import { PAGE_SIZE } from './lead-pages.ts';

/**
 * The online lead pages' calls (issue 17), each with the staff user's own token (the gateway refuses a
 * delegated one): the shop's leads, camps and follow-ups. Each answers an Outcome whose refusal carries
 * the gateway's message key (leads.messages.*), which the pages translate.
 */

export const searchLeads = (term: string, start = 0) =>
  runStaff(LEAD_SEARCH, { term, start, size: PAGE_SIZE }).then((reply) => mapOutcome(reply, (data) => data.leadSearch));

export const loadLead = (sid: string) => runStaff(LEAD, { sid }).then((reply) => mapOutcome(reply, (data) => data.lead));

export const loadLeadSummary = () => runStaff(LEAD_SUMMARY, {}).then((reply) => mapOutcome(reply, (data) => data.leadSummary));

export const loadLeadEstimations = (sid: string) => runStaff(LEAD_ESTIMATIONS, { sid }).then((reply) => mapOutcome(reply, (data) => data.leadEstimations));

export const addLeadActivity = (sid: string, input: LeadActivityInput) =>
  runStaff(ADD_LEAD_ACTIVITY, { sid, input }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.addLeadActivity));

export const changeLeadMobile = (sid: string, mobile: string) =>
  runStaff(CHANGE_LEAD_MOBILE, { sid, mobile }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.changeLeadMobile));

export const convertLead = (sid: string) => runStaff(CONVERT_LEAD, { sid }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.convertLead));

export const removeLead = (sid: string) => runStaff(REMOVE_LEAD, { sid }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.removeLead));

export const loadHealthCamps = (start = 0) => runStaff(HEALTH_CAMPS, { start, size: PAGE_SIZE }).then((reply) => mapOutcome(reply, (data) => data.healthCamps));

export const loadLatestHealthCamps = () => runStaff(LATEST_HEALTH_CAMPS, {}).then((reply) => mapOutcome(reply, (data) => data.latestHealthCamps));

export const loadHealthCampLeads = (sid: string, start = 0) =>
  runStaff(HEALTH_CAMP_LEADS, { sid, start, size: PAGE_SIZE }).then((reply) => mapOutcome(reply, (data) => data.healthCampLeads));

export const addHealthCamp = (input: HealthCampInput) =>
  runStaff(ADD_HEALTH_CAMP, { input }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.addHealthCamp));

export const updateHealthCamp = (sid: string, input: HealthCampInput) =>
  runStaff(UPDATE_HEALTH_CAMP, { sid, input }, 'mutation').then((reply) => mapOutcome(reply, (data) => data.updateHealthCamp));

export const loadFollowUpSummary = () => runStaff(FOLLOW_UP_SUMMARY, {}).then((reply) => mapOutcome(reply, (data) => data.followUpSummary));

/** The follow-up summaries of the latest camps (10). */
export const loadFollowUpSummaryByCamp = () =>
  runStaff(FOLLOW_UP_SUMMARY_BY_CAMP, { size: 10 }).then((reply) => mapOutcome(reply, (data) => data.followUpSummaryByCamp));

export interface FollowUpAsk {
  filter: LeadFilter;
  interval: FollowUpInterval | null;
  healthCampSid: string | null;
}

export const loadFollowUps = (ask: FollowUpAsk, start = 0) =>
  runStaff(FOLLOW_UPS, { ...ask, start, size: PAGE_SIZE }).then((reply) => mapOutcome(reply, (data) => data.followUps));

export const loadAbsentees = (healthCampSid: string | null, start = 0) =>
  runStaff(LEAD_ABSENTEES, { healthCampSid, start, size: PAGE_SIZE }).then((reply) => mapOutcome(reply, (data) => data.preAwarenessAbsentees));

/** Act for the customer a lead became: the acting flow's selection (a delegated session), as from the staff menu. */
export const actForCustomer = (cusSid: string) => selectCustomer(cusSid);
