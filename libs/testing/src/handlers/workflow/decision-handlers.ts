import { http, type AnyHandler } from 'msw';
import { CompleteInput, ConfirmCompletionInput, DecisionInput, type Decision } from '@idea-portal/contracts';
import { completionNeedsSecondPerson } from '@idea-portal/domain';
import { mockDb } from '../../mock-db';
import { addHistory, nowIso, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';
import { proposeMockPremium } from '../premiums';

const blankDecision = (): Decision => ({
  decision: 'accepted',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  realisedSavings: null,
  completedAt: null,
  note: null,
  completionRequestedBy: null,
  completionRequestedAt: null,
  completionConfirmedBy: null,
  completedBy: null,
});

/** Final decision (accepted / rejected with a reason) and completion with the realised savings. */
export function createDecisionHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.post(
      u('/ideas/:id/decision'),
      workflowStep({
        action: 'decide',
        schema: DecisionInput,
        target: ({ input }) => input.decision,
        apply: ({ input, idea, case: c, me }) => {
          c.decision = {
            decision: input.decision,
            reason: input.reason,
            decidedBy: workflowUser(me.id),
            decidedAt: nowIso(),
            realisedSavings: input.realisedSavings ?? null,
            completedAt: null,
            note: null,
            completionRequestedBy: null,
            completionRequestedAt: null,
            completionConfirmedBy: null,
            completedBy: null,
          };
          addHistory(idea.id, 'idea', 'decision', null, input.decision);
          addHistory(idea.id, 'idea', 'decisionReason', null, input.reason);
          proposeMockPremium(idea, input.decision);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/completion'),
      workflowStep({
        action: 'complete',
        schema: CompleteInput,
        // Above the tenant's threshold the completion waits for a second person (the idea stays accepted).
        target: ({ input }) => (completionNeedsSecondPerson(input.realisedSavings, mockDb.tenantPolicy.realisedSavingsReviewThreshold) ? 'accepted' : 'completed'),
        apply: ({ input, idea, case: c, me }) => {
          const d = (c.decision ??= blankDecision());
          const pending = completionNeedsSecondPerson(input.realisedSavings, mockDb.tenantPolicy.realisedSavingsReviewThreshold);
          d.realisedSavings = input.realisedSavings;
          d.completedAt = pending ? null : nowIso();
          d.note = input.note ?? null;
          d.completionRequestedBy = pending ? workflowUser(me.id) : null;
          d.completionRequestedAt = pending ? nowIso() : null;
          d.completionConfirmedBy = null;
          d.completedBy = pending ? null : workflowUser(me.id);
          addHistory(idea.id, 'idea', 'realisedSavings', null, String(input.realisedSavings));
          if (pending) addHistory(idea.id, 'idea', 'completionRequestedBy', null, workflowUser(me.id)?.name ?? me.id);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/completion/confirmation'),
      workflowStep({
        action: 'confirmCompletion',
        schema: ConfirmCompletionInput,
        apply: ({ idea, case: c, me }) => {
          const d = (c.decision ??= blankDecision());
          d.completedAt = nowIso();
          d.completionConfirmedBy = workflowUser(me.id);
          d.completedBy = workflowUser(me.id);
          addHistory(idea.id, 'idea', 'completionConfirmedBy', null, workflowUser(me.id)?.name ?? me.id);
        },
      }),
    ),
  ];
}
