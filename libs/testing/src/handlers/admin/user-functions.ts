import { http, HttpResponse, type AnyHandler } from 'msw';
import { ActivityEntry, UserFunctions, UserFunctionsInput, type UserFunction } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../../mock-db';
import { fullName } from '../../fixtures/users';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from '../http-utils';
import { adminOnly } from './admin-only';

/** The works council and the idea manager read tariff/salary groups (as the bonus recipients do). */
const seesTariffGroup = () => !!mockDb.userFunctions[mockCurrentUser().id]?.length;

/** A user's functions as the API answers them: the tariff group only for those who see it. */
function functionsOf(userId: string): UserFunctions {
  return UserFunctions.parse({
    userId,
    functions: mockDb.userFunctions[userId] ?? [],
    ...(seesTariffGroup() ? { tariffGroup: mockDb.tariffGroups[userId] ?? null } : {}),
  });
}

/** Functions as one history value: sorted, comma-separated, null for none (as the API records them). */
const functionsValue = (functions: readonly string[]) => [...new Set(functions)].sort().join(', ') || null;

/**
 * GET /users/{id}/functions and PUT /admin/users/{id}/functions (ADMIN): each change lands in the
 * admin activity log as a 'user' entry, a tariff group change without its values.
 */
export function createUserFunctionHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/users/:id/functions'), ({ params }) => {
      if (!mockDb.users.some((x) => x.id === params.id)) return problem(404, 'NOT_FOUND', 'User not found');
      return HttpResponse.json(functionsOf(String(params.id)));
    }),
    http.put(u('/admin/users/:id/functions'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const subject = mockDb.users.find((x) => x.id === params.id);
      if (!subject) return problem(404, 'NOT_FOUND', 'User not found');
      const parsed = UserFunctionsInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const { functions, tariffGroup } = parsed.data;
      const me = mockCurrentUser();
      const before = { functions: mockDb.userFunctions[subject.id] ?? [], tariffGroup: mockDb.tariffGroups[subject.id] ?? null };
      const next = { functions: [...new Set(functions)] as UserFunction[], tariffGroup: tariffGroup === undefined ? before.tariffGroup : tariffGroup || null };
      mockDb.userFunctions[subject.id] = next.functions;
      if (next.tariffGroup === null) delete mockDb.tariffGroups[subject.id];
      else mockDb.tariffGroups[subject.id] = next.tariffGroup;
      const entry = (fieldName: string, oldValue: string | null, newValue: string | null) =>
        ActivityEntry.parse({
          id: newId('ufh'),
          ideaId: null,
          ideaTitle: null,
          entityType: 'user',
          fieldName,
          oldValue,
          newValue,
          createdAt: nowIso(),
          actorName: fullName(me),
          actorPicture: null,
          actorId: me.id,
          subjectUserId: subject.id,
          subjectName: fullName(subject),
        });
      const [from, to] = [functionsValue(before.functions), functionsValue(next.functions)];
      if (from !== to) mockDb.functionHistory.push(entry('functions', from, to));
      if (next.tariffGroup !== before.tariffGroup) mockDb.functionHistory.push(entry('tariffGroup', null, null));
      return HttpResponse.json(functionsOf(subject.id));
    }),
  ];
}
