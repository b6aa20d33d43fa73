import { http, HttpResponse, type AnyHandler } from 'msw';
import { AdminUserCreateInput, AdminUserCreateResponse, AdminUserListQuery, AdminUserListResponse, AdminUserRow, AdminUserUpdateInput, UserProfile } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { bodyOf, problem, queryOf, validation, type UrlOf } from '../http-utils';
import { REACHED_IMPLEMENTATION, adminOnly, page } from './admin-only';

/** Accounts added through POST /admin/users: they have not signed in yet (an invitation is pending). */
const neverSignedIn = new Set<string>();

/** The row of the admin users table (submitted counts the ideas that left draft). */
export function adminUserRow(user: UserProfile): AdminUserRow {
  const submitted = mockDb.ideas.filter((i) => i.submitterId === user.id && i.status !== 'draft');
  return AdminUserRow.parse({
    id: user.id,
    userId: user.userId,
    name: `${user.givenName} ${user.familyName}`,
    email: user.email,
    role: user.role,
    department: user.organizationalUnit?.name ?? null,
    organizationalUnitId: user.organizationalUnit?.id ?? null,
    organization: user.tenant?.name ?? '',
    position: user.position,
    personnelNumber: user.payroll?.personnelNumber ?? null,
    costCentre: user.payroll?.costCentre ?? null,
    status: user.status,
    lastLogin: user.status === 'ACTIVE' && !neverSignedIn.has(user.id) ? user.updatedAt : null,
    ideasSubmitted: submitted.length,
    ideasImplemented: submitted.filter((i) => REACHED_IMPLEMENTATION.includes(i.status)).length,
    functions: [...(mockDb.userFunctions[user.id] ?? [])].sort(),
    createdAt: user.createdAt,
  });
}

/** A one-time password as the identity provider hands out for a new account (shown once). */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}-9a`;
}

/** User management: list with filters, sort and pages; add (with a one-time password); change role, status, unit. */
export function createAdminUserHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/users'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = AdminUserListQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      const needle = q.search?.toLowerCase();
      const rows = mockDb.users
        .map(adminUserRow)
        .filter(
          (r) =>
            (!needle || [r.name, r.email, r.department ?? ''].some((v) => v.toLowerCase().includes(needle))) &&
            (!q.role || r.role === q.role) &&
            (!q.status || r.status === q.status) &&
            (!q.organizationalUnitId || r.organizationalUnitId === q.organizationalUnitId),
        );
      const key = (r: AdminUserRow) => (q.sort === 'ideas' ? r.ideasSubmitted : r[q.sort]);
      return HttpResponse.json(
        AdminUserListResponse.parse({ users: page(rows, key, q.direction, q.page, q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize }),
      );
    }),
    http.post(u('/admin/users'), async ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = AdminUserCreateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const v = parsed.data;
      if (mockDb.users.some((x) => x.email === v.email)) return problem(409, 'CONFLICT', 'A user with this email already exists');
      const now = new Date().toISOString();
      const id = `u-${Math.random().toString(36).slice(2, 10)}`;
      const user = UserProfile.parse({
        id,
        userId: `sub-${id.slice(2)}`,
        email: v.email,
        givenName: v.givenName,
        familyName: v.familyName,
        phoneNumber: null,
        picture: null,
        aboutMe: null,
        position: v.position ?? null,
        group: null,
        status: 'ACTIVE',
        enabled: true,
        createdAt: now,
        updatedAt: now,
        role: v.role,
        organizationalUnit: mockDb.units.find((x) => x.id === v.organizationalUnitId) ?? null,
        tenant: mockDb.tenants[0] ?? null,
      });
      mockDb.users.push(user);
      neverSignedIn.add(user.id);
      // The API answers the row plus the account's one-time password (changed at first sign-in).
      return HttpResponse.json(AdminUserCreateResponse.parse({ ...adminUserRow(user), temporaryPassword: temporaryPassword() }), { status: 201 });
    }),
    http.patch(u('/admin/users/:id'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const user = mockDb.users.find((x) => x.id === params.id);
      if (!user) return problem(404, 'NOT_FOUND', 'User not found');
      const parsed = AdminUserUpdateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const v = parsed.data;
      if (user.id === mockDb.currentUserId && (v.role !== undefined || v.status !== undefined))
        return problem(409, 'SELF_MODIFICATION_FORBIDDEN', 'You cannot change your own role or status');
      if (v.role) user.role = v.role;
      if (v.status) {
        user.status = v.status;
        user.enabled = v.status === 'ACTIVE';
      }
      if (v.position !== undefined) user.position = v.position;
      if (v.personnelNumber !== undefined || v.costCentre !== undefined) {
        const payroll = user.payroll ?? { personnelNumber: null, costCentre: null };
        user.payroll = {
          personnelNumber: v.personnelNumber !== undefined ? v.personnelNumber : payroll.personnelNumber,
          costCentre: v.costCentre !== undefined ? v.costCentre : payroll.costCentre,
        };
      }
      if (v.organizationalUnitId !== undefined) user.organizationalUnit = mockDb.units.find((x) => x.id === v.organizationalUnitId) ?? null;
      user.updatedAt = new Date().toISOString();
      return HttpResponse.json(adminUserRow(user));
    }),
    // "Reset password" / "Resend invitation": the API mails the person; the mock only checks.
    ...(['password-reset', 'invitation'] as const).map((action) =>
      http.post(u(`/admin/users/:id/${action}`), ({ params }) => {
        const denied = adminOnly();
        if (denied) return denied;
        const user = mockDb.users.find((x) => x.id === params.id);
        if (!user) return problem(404, 'NOT_FOUND', 'User not found');
        if (user.status !== 'ACTIVE') return problem(409, 'USER_INACTIVE', 'The account is inactive; activate it first');
        if (action === 'invitation' && adminUserRow(user).lastLogin) return problem(409, 'INVITATION_NOT_PENDING', 'The person has signed in already');
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
