import { http, HttpResponse, type AnyHandler } from 'msw';
import { ContributorInput, ContributorRemoveInput, type Idea } from '@idea-portal/contracts';
import { contributorEditMode } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { bodyOf, problem, validation, type UrlOf } from './http-utils';
import { caller, findIdea, ideaForCaller, ideaNotFound, record, touch } from './idea-store';
import { isIdeaManager, workflowIdea } from './workflow/case-store';

/**
 * The contributor rule of libs/domain, answered as the API does: creators and ADMIN until the
 * final decision; then 409 CONTRIBUTORS_FROZEN, and an idea manager corrects with a reason (400
 * without), recorded in the history. A Response stops the change.
 */
function contributorChange(idea: Idea, reason: string | undefined): Response | undefined {
  const mode = contributorEditMode(caller(), workflowIdea(idea), isIdeaManager(caller().id));
  if (mode === 'none') return problem(403, 'FORBIDDEN', 'Only the creators may change the contributors');
  if (mode === 'frozen') return problem(409, 'CONTRIBUTORS_FROZEN', 'The contributors are fixed from the final decision on');
  if (mode === 'correct' && !reason) return problem(400, 'VALIDATION_FAILED', 'A correction needs a reason', [{ path: 'body.reason', message: 'validation.reasonRequired' }]);
  if (mode === 'correct' && reason) record(idea, 'contributor', 'contributorCorrection', null, reason);
  return undefined;
}

/** Contributors of an idea: creators and ADMIN add and remove them (fixed from the final decision on). */
export function createContributorHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.post(u('/ideas/:id/contributors'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const parsed = ContributorInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const user = mockDb.users.find((x) => x.id === parsed.data.userId);
      const refused = contributorChange(idea, parsed.data.reason);
      if (refused) return refused;
      if (!user) return problem(404, 'NOT_FOUND', 'User not found');
      if (!idea.contributors.some((c) => c.id === user.id) && user.id !== idea.submitterId) {
        idea.contributors.push({ id: user.id, name: fullName(user), picture: user.picture });
        record(idea, 'contributor', 'contributor', null, fullName(user));
        touch(idea);
      }
      return HttpResponse.json(ideaForCaller(idea));
    }),
    http.delete(u('/ideas/:id/contributors/:userId'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const parsed = ContributorRemoveInput.nullish().safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const c = idea.contributors.find((x) => x.id === params.userId);
      if (!c) return problem(404, 'NOT_FOUND', 'Not a contributor');
      const refused = contributorChange(idea, parsed.data?.reason);
      if (refused) return refused;
      idea.contributors = idea.contributors.filter((x) => x !== c);
      record(idea, 'contributor', 'contributor', c.name, null);
      touch(idea);
      return new HttpResponse(null, { status: 204, headers: { etag: `"${idea.version}"` } });
    }),
  ];
}
