import { z } from 'zod';
import type { LeadCaller } from '../../clients/leads-client.ts';
import type { GatewayContext } from '../../context.ts';
import { EstimationStatus, type Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn, smallFile } from '../guard.ts';
import { pageArgs, pageShape } from '../page-args.ts';
import { valid } from '../session/index.ts';
import { campOut, cellsOut, leadOut, leadPageOut, toFilter, toSource } from './model.ts';

const PageArgs = pageArgs(50);
const CampSummaryArgs = z.object({ size: pageShape(50).size });

/** Runs a lead call with the staff user's own token and the browser's address; the upstream's refusals as domain errors. */
const asStaff = <T>(ctx: GatewayContext, work: (who: LeadCaller) => Promise<T>) => signedIn(ctx, (token) => work({ token, clientAddress: ctx.clientAddress }));

const ESTIMATION_STATUS: Record<string, EstimationStatus> = {
  DECODING: EstimationStatus.Decoding,
  CREATED: EstimationStatus.Created,
  SHARED: EstimationStatus.Shared,
  ORDERED: EstimationStatus.Ordered,
};

/**
 * Leads, camps and follow-ups (issue 17; gateway/schema/leads.graphql): a shop's franchise owner or
 * assistant with their own token. Who may, and every field rule (checked for the day a lead was made,
 * on the upstream's clock), are the upstream's (upstream/leads/): its refusals come back with their
 * message keys, a lead that exists with its sid in extensions.params.
 */
export const leadResolvers: Resolvers = {
  Query: {
    leadVaultKey: (_p, _a, ctx) => asStaff(ctx, (who) => ctx.leads.vaultKey(who)),
    checkLeadExist: (_p, { mobile }, ctx) =>
      asStaff(ctx, async (who) => {
        const found = await ctx.leads.check(who, mobile);
        return { lead: found.lead && leadOut(found.lead), customer: found.customer };
      }),
    leadSearch: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return asStaff(ctx, async (who) => leadPageOut(await ctx.leads.search(who, args.term, start, size)));
    },
    lead: (_p, { sid }, ctx) => asStaff(ctx, async (who) => leadOut(await ctx.leads.lead(who, sid))),
    leadSummary: (_p, _a, ctx) =>
      asStaff(ctx, async (who) => {
        const s = await ctx.leads.summary(who);
        return { ...s, bySource: s.bySource.map((b) => ({ source: toSource(b.source), count: b.count })) };
      }),
    leadEstimations: (_p, { sid }, ctx) =>
      asStaff(ctx, async (who) =>
        (await ctx.leads.estimations(who, sid)).map((e) => ({ ...e, status: ESTIMATION_STATUS[e.status] ?? EstimationStatus.Created })),
      ),
    followUps: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      const query = { filter: args.filter, interval: args.interval ?? undefined, camp: args.healthCampSid ?? undefined, start, size };
      return asStaff(ctx, async (who) => leadPageOut(await ctx.leads.followUps(who, query)));
    },
    followUpSummary: (_p, _a, ctx) =>
      asStaff(ctx, async (who) => {
        const s = await ctx.leads.followUpSummary(who);
        return { cells: cellsOut(s.cells), totals: s.totals.map((t) => ({ filter: toFilter(t.filter), count: t.count })) };
      }),
    followUpSummaryByCamp: (_p, args, ctx) => {
      const { size } = valid(CampSummaryArgs.safeParse(args));
      return asStaff(ctx, async (who) =>
        (await ctx.leads.followUpSummaryByCamp(who, size)).map((s) => ({ camp: campOut(s.camp), leads: s.leads, cells: cellsOut(s.cells) })),
      );
    },
    healthCamps: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return asStaff(ctx, async (who) => {
        const page = await ctx.leads.camps(who, start, size);
        return { ...page, items: page.items.map(campOut) };
      });
    },
    latestHealthCamps: (_p, _a, ctx) => asStaff(ctx, async (who) => (await ctx.leads.latestCamps(who)).map(campOut)),
    healthCampLeads: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return asStaff(ctx, async (who) => leadPageOut(await ctx.leads.campLeads(who, args.sid, start, size)));
    },
    preAwarenessAbsentees: (_p, args, ctx) => {
      const { start, size } = valid(PageArgs.safeParse(args));
      return asStaff(ctx, async (who) => leadPageOut(await ctx.leads.absentees(who, args.healthCampSid ?? undefined, start, size)));
    },
  },
  Mutation: {
    addLead: (_p, { input }, ctx) =>
      asStaff(ctx, async (who) => {
        const saved = await ctx.leads.create(who, input);
        return { ...saved, lead: leadOut(saved.lead) };
      }),
    updateLead: (_p, { sid, input }, ctx) =>
      asStaff(ctx, async (who) => {
        const saved = await ctx.leads.update(who, sid, input);
        return { ...saved, lead: leadOut(saved.lead) };
      }),
    removeLead: (_p, { sid }, ctx) => asStaff(ctx, (who) => ctx.leads.remove(who, sid)),
    addLeadActivity: (_p, { sid, input }, ctx) => asStaff(ctx, async (who) => leadOut(await ctx.leads.addActivity(who, sid, input))),
    changeLeadMobile: (_p, { sid, mobile }, ctx) => asStaff(ctx, async (who) => leadOut(await ctx.leads.changeMobile(who, sid, mobile))),
    uploadLeadPrescription: (_p, { sid, file }, ctx) => asStaff(ctx, async (who) => leadOut(await ctx.leads.uploadPrescription(who, sid, smallFile(file)))),
    convertLead: (_p, { sid }, ctx) =>
      asStaff(ctx, async (who) => {
        const converted = await ctx.leads.convert(who, sid);
        return { ...converted, lead: leadOut(converted.lead) };
      }),
    addHealthCamp: (_p, { input }, ctx) => asStaff(ctx, async (who) => campOut(await ctx.leads.addCamp(who, input))),
    updateHealthCamp: (_p, { sid, input }, ctx) => asStaff(ctx, async (who) => campOut(await ctx.leads.updateCamp(who, sid, input))),
  },
};
