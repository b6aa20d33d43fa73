import { http, type AnyHandler } from 'msw';
import { CompleteInput, DecisionInput } from '@idea-portal/contracts';
import { addHistory, nowIso, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';

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
          };
          addHistory(idea.id, 'idea', 'decision', null, input.decision);
          addHistory(idea.id, 'idea', 'decisionReason', null, input.reason);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/completion'),
      workflowStep({
        action: 'complete',
        schema: CompleteInput,
        apply: ({ input, idea, case: c }) => {
          const d = (c.decision ??= { decision: 'accepted', reason: null, decidedBy: null, decidedAt: null, realisedSavings: null, completedAt: null, note: null });
          d.realisedSavings = input.realisedSavings;
          d.completedAt = nowIso();
          d.note = input.note ?? null;
          addHistory(idea.id, 'idea', 'realisedSavings', null, String(input.realisedSavings));
        },
      }),
    ),
  ];
}
