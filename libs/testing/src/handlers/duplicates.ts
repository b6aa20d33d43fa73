import { http, HttpResponse, type AnyHandler } from 'msw';
import { DuplicateInput, type DuplicateLinks, type IdeaStatus, type LinkedIdea } from '@idea-portal/contracts';
import { checkDuplicateLink } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { problem, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound } from './idea-store';
import { addHistory, workflowStep } from './workflow/case-store';

type MockIdea = NonNullable<ReturnType<typeof findIdea>>;

const candidate = (idea: MockIdea) => ({ id: idea.id, tenantId: idea.tenantId, submittedAt: idea.submittedAt ? new Date(idea.submittedAt) : null });
const linked = (idea: MockIdea): LinkedIdea => ({ id: idea.id, title: idea.title, status: idea.status as IdeaStatus, submittedAt: idea.submittedAt ?? null });

/**
 * Priority links as the API answers them: markDuplicate is a workflow step (who may, from which
 * stage: the workflow table), the link itself is checked by the domain's `checkDuplicateLink`.
 */
export function createDuplicateHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/duplicate-links'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const own = mockDb.duplicates.find((d) => d.ideaId === idea.id);
      const earlier = own ? findIdea(own.earlierIdeaId) : undefined;
      const later = mockDb.duplicates
        .filter((d) => d.earlierIdeaId === idea.id)
        .flatMap((d) => findIdea(d.ideaId) ?? [])
        .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
      const body: DuplicateLinks = { duplicateOf: earlier ? linked(earlier) : null, note: earlier ? (own?.note ?? null) : null, duplicates: later.map(linked) };
      return HttpResponse.json(body);
    }),

    http.post(
      u('/ideas/:id/duplicate'),
      workflowStep({
        action: 'markDuplicate',
        schema: DuplicateInput,
        check: ({ input, idea }) => {
          const earlier = findIdea(input.earlierIdeaId);
          if (!earlier) return ideaNotFound(input.earlierIdeaId);
          const rule = checkDuplicateLink(candidate(idea), candidate(earlier));
          if (!rule.ok) return problem(400, rule.code, rule.code, [{ path: 'body.earlierIdeaId', message: rule.code }]);
          return undefined;
        },
        apply: ({ input, idea }) => {
          mockDb.duplicates.push({ ideaId: idea.id, earlierIdeaId: input.earlierIdeaId, note: input.note ?? null });
          addHistory(idea.id, 'idea', 'duplicateOf', null, input.earlierIdeaId);
          addHistory(input.earlierIdeaId, 'idea', 'duplicateLinked', null, idea.id);
        },
      }),
    ),
  ];
}
