import {
  Id,
  IdeaPremium,
  PremiumAdjustInput,
  PremiumApproveInput,
  PremiumObjectInput,
  PremiumRuleSet,
  PremiumRuleSetInput,
  PremiumRuleSetList,
  PremiumSharesInput,
} from '@idea-portal/contracts';
import { validateShares, type PremiumAction } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaPremiums, ideaPremiumShares, premiumRuleSets } from '../../db/schema';
import { forbidden, HttpError } from '../../errors';
import { loadVisibleIdea, type IdeaRow, type Tx } from '../ideas/access';
import { requireRuleEditor, requireRuleReader } from './access';
import { checkPremiumVersion, premiumRowFor, premiumView, settle, viewerOf, writeShares, type PremiumRow, type PremiumViewer } from './repository';
import { createRuleSet, listRuleSets } from './rule-sets';

const tags = ['premiums'];
const params = z.object({ id: Id });
const DAY_MS = 86_400_000;

/**
 * Premium rules (ADMIN / idea manager keep them; the works council reads them) and the premium of
 * each idea: the idea manager adjusts and agrees, the works council approves or objects (four
 * eyes), the submitter proposes team shares and the idea manager confirms them.
 */
export const premiumRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/admin/premium-rules',
    {
      schema: {
        tags,
        description: "The tenant's premium rule sets, every version newest first, and the one in force today. ADMIN, idea manager and works council; 403 FORBIDDEN otherwise.",
        response: { 200: PremiumRuleSetList },
      },
      preValidation: async (request) => requireRuleReader(db, request.caller),
    },
    async (request) => listRuleSets(db, request.caller.tenantId),
  );

  app.post(
    '/admin/premium-rules',
    {
      schema: {
        tags,
        description:
          'A new version of the rule set, in force for ideas submitted on or after validFrom. ADMIN and idea manager; 403 FORBIDDEN otherwise (before the body is read). ' +
          '400 VALIDATION_FAILED naming the field: premium.amountInvalid (negative or not a number), premium.amountTooLarge, premium.tiersGap, premium.tiersOverlap, premium.minimumAboveMaximum, ...',
        body: PremiumRuleSetInput,
        response: { 201: PremiumRuleSet },
      },
      preValidation: async (request) => requireRuleEditor(db, request.caller),
    },
    async (request, reply) => reply.status(201).send(await createRuleSet(db, request.caller, request.body)),
  );

  app.get(
    '/ideas/:id/premium',
    {
      schema: {
        tags,
        description:
          "The idea's premium with its derivation and shares: all of it for the idea manager and the works council, the total and their own share for the submitter and contributors; 404 NOT_FOUND for everyone else and while there is none.",
        params,
        response: { 200: IdeaPremium },
      },
    },
    async (request) => {
      const idea = await loadVisibleIdea(db, request.caller, request.params.id);
      const viewer = await viewerOf(db, request.caller, idea);
      return premiumView(db, request.caller, idea, await premiumRowFor(db, idea, viewer), viewer);
    },
  );

  /** One premium step in a transaction: the idea (404), the premium (404 unless the caller may see it), the step allowed (403), the version (409). */
  const step = (
    action: PremiumAction | PremiumAction[],
    run: (ctx: { tx: Tx; caller: Caller; idea: IdeaRow; premium: PremiumRow; viewer: PremiumViewer & { team: string[] }; now: Date }) => Promise<void>,
  ) =>
    async (request: { caller: Caller; params: { id: string }; body: { version: number } }) => {
      await db.transaction(async (tx) => {
        const idea = await loadVisibleIdea(tx, request.caller, request.params.id, true);
        const viewer = await viewerOf(tx, request.caller, idea);
        const now = new Date();
        const premium = await settle(tx, await premiumRowFor(tx, idea, viewer, true), now);
        const view = await premiumView(tx, request.caller, idea, premium, viewer, now);
        const wanted = Array.isArray(action) ? action : [action];
        if (!wanted.some((a) => view.actions.includes(a))) {
          if (premium.status === 'released') throw new HttpError('INVALID_TRANSITION', 'The premium is released already');
          throw forbidden('You may not do this with this premium');
        }
        checkPremiumVersion(premium, request.body.version);
        await run({ tx, caller: request.caller, idea, premium, viewer, now });
        await tx.update(ideaPremiums).set({ version: premium.version + 1, updatedAt: now }).where(eq(ideaPremiums.ideaId, idea.id));
      });
      const idea = await loadVisibleIdea(db, request.caller, request.params.id);
      const viewer = await viewerOf(db, request.caller, idea);
      return premiumView(db, request.caller, idea, await premiumRowFor(db, idea, viewer), viewer);
    };

  const errors = 'Errors: 403 FORBIDDEN (not yours to do), 403 SECOND_PERSON_REQUIRED (four eyes: the other agreement is yours), 404 NOT_FOUND, 409 VERSION_CONFLICT / INVALID_TRANSITION (released).';

  app.post(
    '/ideas/:id/premium/adjustment',
    { schema: { tags, description: `Idea manager: a different amount with a reason; counts as the idea manager's agreement and starts a new round for the works council. ${errors}`, params, body: PremiumAdjustInput, response: { 200: IdeaPremium } } },
    async (request) =>
      step('adjust', async ({ tx, caller, idea, premium, now }) => {
        const period = await objectionPeriod(tx, premium);
        await tx
          .update(ideaPremiums)
          .set({
            amount: request.body.amount,
            adjustmentReason: request.body.reason,
            adjustedBy: caller.id,
            status: 'approved',
            managerApprovedBy: caller.id,
            managerApprovedAt: now,
            objectionDeadline: new Date(now.getTime() + period * DAY_MS),
            worksCouncilBy: null,
            worksCouncilApprovedAt: null,
            objectedAt: null,
            objectionReason: null,
          })
          .where(eq(ideaPremiums.ideaId, idea.id));
        await writeShares(tx, idea, request.body.amount, null);
      })(request),
  );

  app.post(
    '/ideas/:id/premium/approval',
    {
      schema: {
        tags,
        description: `The idea manager agrees (the works council's objection period starts) or the works council approves; released once both agreed. ${errors}`,
        params,
        body: PremiumApproveInput,
        response: { 200: IdeaPremium },
      },
    },
    async (request) =>
      step(['approve', 'worksCouncilApprove'], async ({ tx, caller, idea, premium, viewer, now }) => {
        const asManager = viewer.ideaManager && !premium.managerApprovedAt && !premium.objectedAt;
        const byOther = asManager ? premium.worksCouncilBy : premium.managerApprovedBy;
        if (byOther === caller.id) throw new HttpError('SECOND_PERSON_REQUIRED', 'Four eyes: the other agreement to this premium is yours');
        const period = await objectionPeriod(tx, premium);
        const set = asManager
          ? { managerApprovedBy: caller.id, managerApprovedAt: now, objectionDeadline: new Date(now.getTime() + period * DAY_MS) }
          : { worksCouncilBy: caller.id, worksCouncilApprovedAt: now };
        const bothAgreed = asManager ? premium.worksCouncilApprovedAt !== null : premium.managerApprovedAt !== null;
        await tx
          .update(ideaPremiums)
          .set({ ...set, status: bothAgreed ? 'released' : 'approved', releasedAt: bothAgreed ? now : null })
          .where(eq(ideaPremiums.ideaId, idea.id));
      })(request),
  );

  app.post(
    '/ideas/:id/premium/objection',
    { schema: { tags, description: `Works council: objects, with a reason; the idea manager adjusts to start a new round. ${errors}`, params, body: PremiumObjectInput, response: { 200: IdeaPremium } } },
    async (request) =>
      step('object', async ({ tx, caller, idea, premium, now }) => {
        if (premium.managerApprovedBy === caller.id) throw new HttpError('SECOND_PERSON_REQUIRED', 'Four eyes: you agreed to this premium as idea manager');
        await tx
          .update(ideaPremiums)
          .set({ status: 'objected', worksCouncilBy: caller.id, objectedAt: now, objectionReason: request.body.reason, managerApprovedAt: null, managerApprovedBy: null, objectionDeadline: null })
          .where(eq(ideaPremiums.ideaId, idea.id));
      })(request),
  );

  app.post(
    '/ideas/:id/premium/shares',
    {
      schema: {
        tags,
        description:
          'Team shares in basis points (10000 = 100%), one per submitter and contributor: the submitter proposes them, the idea manager sets (confirms) them. ' +
          `400 premium.sharesSum / premium.shareRecipientUnknown / premium.shareRecipientsIncomplete. ${errors}`,
        params,
        body: PremiumSharesInput,
        response: { 200: IdeaPremium },
      },
    },
    async (request) =>
      step(['confirmShares', 'proposeShares'], async ({ tx, idea, premium, viewer }) => {
        const issues = validateShares(request.body.shares, viewer.team);
        if (issues.length) throw new HttpError('VALIDATION_FAILED', 'The shares do not fit the team', issues.map((i) => ({ path: `body.${i.path}`, message: i.code })));
        const confirming = viewer.ideaManager && !viewer.isCreator;
        if (confirming) {
          await tx.update(ideaPremiums).set({ sharesConfirmed: true }).where(eq(ideaPremiums.ideaId, idea.id));
          await tx.delete(ideaPremiumShares).where(and(eq(ideaPremiumShares.ideaId, idea.id), eq(ideaPremiumShares.proposed, true)));
          await writeShares(tx, idea, premium.amount, request.body.shares);
        } else {
          await tx.delete(ideaPremiumShares).where(and(eq(ideaPremiumShares.ideaId, idea.id), eq(ideaPremiumShares.proposed, true)));
          await tx.insert(ideaPremiumShares).values(request.body.shares.map((s) => ({ ideaId: idea.id, tenantId: idea.tenantId, userId: s.userId, proposed: true, basisPoints: s.basisPoints, amount: 0 })));
        }
      })(request),
  );
};

/** The objection period of the premium's rule version. */
async function objectionPeriod(tx: Tx, premium: PremiumRow): Promise<number> {
  const [rules] = await tx.select({ days: premiumRuleSets.objectionPeriodDays }).from(premiumRuleSets).where(eq(premiumRuleSets.id, premium.ruleSetId));
  return rules?.days ?? 0;
}
