import { http, HttpResponse, type AnyHandler } from 'msw';
import { ContributorInput } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { bodyOf, problem, validation, type UrlOf } from './http-utils';
import { findIdea, ideaForCaller, ideaNotFound, mayManage, record, touch } from './idea-store';

/** Contributors of an idea: creators and ADMIN add and remove them. */
export function createContributorHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.post(u('/ideas/:id/contributors'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may add contributors');
      const parsed = ContributorInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const user = mockDb.users.find((x) => x.id === parsed.data.userId);
      if (!user) return problem(404, 'NOT_FOUND', 'User not found');
      if (!idea.contributors.some((c) => c.id === user.id) && user.id !== idea.submitterId) {
        idea.contributors.push({ id: user.id, name: fullName(user), picture: user.picture });
        record(idea, 'contributor', 'contributor', null, fullName(user));
        touch(idea);
      }
      return HttpResponse.json(ideaForCaller(idea));
    }),
    http.delete(u('/ideas/:id/contributors/:userId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may remove contributors');
      const c = idea.contributors.find((x) => x.id === params.userId);
      if (!c) return problem(404, 'NOT_FOUND', 'Not a contributor');
      idea.contributors = idea.contributors.filter((x) => x !== c);
      record(idea, 'contributor', 'contributor', c.name, null);
      touch(idea);
      return new HttpResponse(null, { status: 204, headers: { etag: `"${idea.version}"` } });
    }),
  ];
}
