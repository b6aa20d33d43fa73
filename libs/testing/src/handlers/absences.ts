import { http, HttpResponse, type AnyHandler } from 'msw';
import { AbsenceInput, type Absence, type AbsenceResponse } from '@idea-portal/contracts';
import { isAbsentOn } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { bodyOf, problem, validation, type UrlOf } from './http-utils';

/** Absences of the mock session, by person id (as the API keeps one per person). */
const absences = new Map<string, Absence>();

const person = (id: string) => {
  const u = mockDb.users.find((x) => x.id === id);
  return u ? { id: u.id, name: `${u.givenName} ${u.familyName}`.trim(), email: u.email } : null;
};

/** PUT as the API checks it: the contract, a deputy of the tenant who is not the person. */
async function put(request: Request, userId: string): Promise<Response> {
  const parsed = AbsenceInput.safeParse(await bodyOf(request));
  if (!parsed.success) return validation(parsed.error.issues);
  const { from, to, deputyId } = parsed.data;
  if (deputyId === userId) return problem(400, 'VALIDATION_FAILED', 'A person cannot be their own deputy', [{ path: 'deputyId', message: 'absence.deputyIsSelf' }]);
  const deputy = person(deputyId);
  if (!deputy) return problem(400, 'VALIDATION_FAILED', 'Unknown deputy', [{ path: 'deputyId', message: 'absence.deputyRequired' }]);
  const today = new Date().toISOString().slice(0, 10);
  const absence: Absence = { userId, from, to, deputy, setBy: person(mockCurrentUser().id), activeToday: isAbsentOn({ from, to }, today) };
  absences.set(userId, absence);
  return HttpResponse.json({ absence } satisfies AbsenceResponse);
}

const adminOnly = () => (mockCurrentUser().role === 'ADMIN' ? null : problem(403, 'FORBIDDEN', 'Administrators only'));
const known = (id: string) => (person(id) ? null : problem(404, 'NOT_FOUND', 'User not found'));

/** GET/PUT/DELETE /users/me/absence and /admin/users/:id/absence (ADMIN). */
export function createAbsenceHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/users/me/absence'), () => HttpResponse.json({ absence: absences.get(mockCurrentUser().id) ?? null } satisfies AbsenceResponse)),
    http.put(u('/users/me/absence'), ({ request }) => put(request, mockCurrentUser().id)),
    http.delete(u('/users/me/absence'), () => {
      absences.delete(mockCurrentUser().id);
      return HttpResponse.json({ absence: null } satisfies AbsenceResponse);
    }),
    http.get(u('/admin/users/:id/absence'), ({ params }) => {
      const id = String(params.id);
      return adminOnly() ?? known(id) ?? HttpResponse.json({ absence: absences.get(id) ?? null } satisfies AbsenceResponse);
    }),
    http.put(u('/admin/users/:id/absence'), ({ request, params }) => {
      const id = String(params.id);
      return adminOnly() ?? known(id) ?? put(request, id);
    }),
    http.delete(u('/admin/users/:id/absence'), ({ params }) => {
      const id = String(params.id);
      const refused = adminOnly() ?? known(id);
      if (refused) return refused;
      absences.delete(id);
      return HttpResponse.json({ absence: null } satisfies AbsenceResponse);
    }),
  ];
}

/** Forgets the session's absences (between tests). */
export function resetMockAbsences() {
  absences.clear();
}
