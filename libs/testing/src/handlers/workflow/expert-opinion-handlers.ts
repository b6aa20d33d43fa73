import { http, type AnyHandler } from 'msw';
import { ExpertOpinionInput, ExpertOpinionRequestInput } from '@idea-portal/contracts';
import { addHistory, newId, nowIso, problem, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';

/** The reviewer asks experts; an asked expert writes the comment. */
export function createExpertOpinionHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.post(
      u('/ideas/:id/expert-opinions'),
      workflowStep({
        action: 'requestExpertOpinion',
        schema: ExpertOpinionRequestInput,
        check: ({ input }) => (input.expertIds.every((id) => workflowUser(id)) ? undefined : problem(400, 'VALIDATION_FAILED', 'validation.expertsRequired')),
        apply: ({ input, idea, case: c, me }) => {
          for (const id of new Set(input.expertIds)) {
            if (c.expertOpinions.some((o) => o.expert.id === id && o.reviewDate === null)) continue;
            const expert = workflowUser(id)!;
            c.expertOpinions.push({ id: newId('op'), expert, requestedBy: workflowUser(me.id), requestedAt: nowIso(), note: input.note ?? null, comment: null, reviewDate: null });
            addHistory(idea.id, 'review', 'expertRequested', null, expert.name);
          }
        },
      }),
    ),
    http.post(
      u('/ideas/:id/expert-opinions/:opinionId'),
      workflowStep({
        action: 'giveExpertOpinion',
        schema: ExpertOpinionInput,
        check: ({ case: c, params, me }) => {
          const o = c.expertOpinions.find((x) => x.id === params.opinionId);
          if (!o) return problem(404, 'NOT_FOUND', 'Expert opinion not found');
          if (o.expert.id !== me.id) return problem(403, 'FORBIDDEN', 'Only the asked expert may answer');
          return undefined;
        },
        apply: ({ input, idea, case: c, params }) => {
          const o = c.expertOpinions.find((x) => x.id === params.opinionId)!;
          o.comment = input.comment;
          o.reviewDate = nowIso();
          addHistory(idea.id, 'review', 'expertOpinion', null, input.comment);
        },
      }),
    ),
  ];
}
