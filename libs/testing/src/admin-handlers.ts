/**
 * MSW handlers for the admin area (ADMIN only): GET/POST /admin/users, PATCH /admin/users/{id},
 * GET /admin/organizations, GET/POST /admin/categories, PATCH/DELETE /admin/categories/{id},
 * GET/PUT /admin/settings, GET /admin/activity. Queries and bodies go through the same strict
 * contracts as the API, and the errors carry the API's codes (CONFLICT, CATEGORY_IN_USE,
 * SELF_MODIFICATION_FORBIDDEN).
 */
import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  ActivityQuery,
  ActivityResponse,
  AdminCategoryListResponse,
  AdminCategoryRow,
  AdminUserCreateInput,
  AdminUserCreateResponse,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserRow,
  AdminUserUpdateInput,
  CategoryInput,
  CategoryUpdateInput,
  OrganizationListQuery,
  OrganizationListResponse,
  TenantSettings,
  TenantSettingsUpdate,
  UserProfile,
  type ErrorCode,
  type OrganizationRow,
} from '@idea-portal/contracts';
import { canAccessAdmin } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from './mock-db';

const problem = (status: number, code: ErrorCode, message: string) => HttpResponse.json({ code, message }, { status });
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const REACHED_IMPLEMENTATION = ['implementation', 'final_decision', 'accepted', 'completed'];

function compare(a: unknown, b: unknown) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });
}

function page<T>(rows: T[], sortKey: (r: T) => unknown, direction: 'asc' | 'desc', pageNo: number, pageSize: number) {
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => sign * compare(sortKey(a), sortKey(b)));
  return sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

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
    status: user.status,
    lastLogin: user.status === 'ACTIVE' ? user.updatedAt : null,
    ideasSubmitted: submitted.length,
    ideasImplemented: submitted.filter((i) => REACHED_IMPLEMENTATION.includes(i.status)).length,
    createdAt: user.createdAt,
  });
}

function organizationRows(): OrganizationRow[] {
  return mockDb.units.map((unit) => {
    const members = mockDb.users.filter((u) => u.organizationalUnit?.id === unit.id);
    const ids = new Set(members.map((m) => m.id));
    const ideas = mockDb.ideas.filter((i) => ids.has(i.submitterId) && i.status !== 'draft');
    const activeUsers = members.filter((m) => m.status === 'ACTIVE').length;
    return {
      id: unit.id,
      name: unit.name,
      location: unit.id === 'ou-ops' ? 'Munich' : unit.id === 'ou-eng' ? 'Berlin' : null,
      lineManager: unit.lineManager,
      employeeCount: members.length,
      activeUsers,
      totalIdeas: ideas.length,
      implementedIdeas: ideas.filter((i) => REACHED_IMPLEMENTATION.includes(i.status)).length,
      status: activeUsers > 0 ? 'ACTIVE' : 'INACTIVE',
      createdAt: '2024-01-15T09:00:00.000Z',
    };
  });
}

const CATEGORY_CREATED_AT = '2024-01-15T09:00:00.000Z';

function categoryRow(c: { id: string; name: string }): AdminCategoryRow {
  const details = mockDb.categoryDetails[c.id];
  return AdminCategoryRow.parse({
    id: c.id,
    name: c.name,
    description: details?.description ?? null,
    ideaCount: mockDb.ideas.filter((i) => i.category === c.name).length,
    createdAt: details?.createdAt ?? CATEGORY_CREATED_AT,
  });
}

/** Names are unique in a tenant, ignoring case (as the API checks). */
const nameTaken = (name: string, exceptId?: string) =>
  mockDb.categories.some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());

function settingsOf(): TenantSettings {
  const tenant = mockDb.tenants[0];
  return TenantSettings.parse({
    name: tenant?.name ?? 'Demo Corp',
    preferredLanguage: tenant?.preferredLanguage ?? 'en',
    currency: tenant?.currency ?? 'EUR',
    selfRegistration: mockDb.tenantPolicy.selfRegistration,
    requireMfa: mockDb.tenantPolicy.requireMfa,
    updatedAt: mockDb.tenantPolicy.updatedAt,
  });
}

/** A one-time password as the identity provider hands out for a new account (shown once). */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}-9a`;
}

const invalid = (error: { issues: { message: string }[] }) =>
  problem(400, 'VALIDATION_FAILED', error.issues.map((i) => i.message).join('; '));

export function createAdminHandlers(u: (path: string) => string): AnyHandler[] {
  const adminOnly = () => (canAccessAdmin(mockCurrentUser().role) ? null : problem(403, 'FORBIDDEN', 'Administrators only'));
  return [
    http.get(u('/admin/users'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = AdminUserListQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
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
      const parsed = AdminUserCreateInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
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
      // The API answers the row plus the account's one-time password (changed at first sign-in).
      return HttpResponse.json(AdminUserCreateResponse.parse({ ...adminUserRow(user), temporaryPassword: temporaryPassword() }), { status: 201 });
    }),
    http.patch(u('/admin/users/:id'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const user = mockDb.users.find((x) => x.id === params.id);
      if (!user) return problem(404, 'NOT_FOUND', 'User not found');
      const parsed = AdminUserUpdateInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const v = parsed.data;
      if (user.id === mockDb.currentUserId && (v.role !== undefined || v.status !== undefined))
        return problem(409, 'SELF_MODIFICATION_FORBIDDEN', 'You cannot change your own role or status');
      if (v.role) user.role = v.role;
      if (v.status) {
        user.status = v.status;
        user.enabled = v.status === 'ACTIVE';
      }
      if (v.position !== undefined) user.position = v.position;
      if (v.organizationalUnitId !== undefined) user.organizationalUnit = mockDb.units.find((x) => x.id === v.organizationalUnitId) ?? null;
      user.updatedAt = new Date().toISOString();
      return HttpResponse.json(adminUserRow(user));
    }),
    http.get(u('/admin/organizations'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = OrganizationListQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const q = parsed.data;
      const all = organizationRows();
      const needle = q.search?.toLowerCase();
      const rows = all.filter(
        (r) => (!needle || [r.name, r.location ?? ''].some((v) => v.toLowerCase().includes(needle))) && (!q.status || r.status === q.status),
      );
      return HttpResponse.json(
        OrganizationListResponse.parse({
          organizations: page(rows, (r) => r[q.sort], q.direction, q.page, q.pageSize),
          total: rows.length,
          page: q.page,
          pageSize: q.pageSize,
          summary: { total: all.length, active: all.filter((r) => r.status === 'ACTIVE').length, inactive: all.filter((r) => r.status === 'INACTIVE').length },
        }),
      );
    }),
    http.get(u('/admin/categories'), () => {
      const denied = adminOnly();
      if (denied) return denied;
      const categories = [...mockDb.categories].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
      return HttpResponse.json(AdminCategoryListResponse.parse({ categories: categories.map(categoryRow) }));
    }),
    http.post(u('/admin/categories'), async ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = CategoryInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return invalid(parsed.error);
      const v = parsed.data;
      if (nameTaken(v.name)) return problem(409, 'CONFLICT', 'A category with this name already exists');
      const category = { id: `cat-${Math.random().toString(36).slice(2, 10)}`, name: v.name };
      mockDb.categories.push(category);
      mockDb.categoryDetails[category.id] = { description: v.description || null, createdAt: new Date().toISOString() };
      return HttpResponse.json(categoryRow(category), { status: 201 });
    }),
    http.patch(u('/admin/categories/:id'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const category = mockDb.categories.find((c) => c.id === params.id);
      if (!category) return problem(404, 'NOT_FOUND', 'Category not found');
      const parsed = CategoryUpdateInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return invalid(parsed.error);
      const v = parsed.data;
      if (v.name !== undefined) {
        if (nameTaken(v.name, category.id)) return problem(409, 'CONFLICT', 'A category with this name already exists');
        // Ideas point at the category (the API stores its id): a rename carries them along.
        for (const idea of mockDb.ideas) if (idea.category === category.name) idea.category = v.name;
        category.name = v.name;
      }
      if (v.description !== undefined) {
        const current = mockDb.categoryDetails[category.id] ?? { description: null, createdAt: CATEGORY_CREATED_AT };
        mockDb.categoryDetails[category.id] = { ...current, description: v.description || null };
      }
      return HttpResponse.json(categoryRow(category));
    }),
    http.delete(u('/admin/categories/:id'), ({ params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const category = mockDb.categories.find((c) => c.id === params.id);
      if (!category) return problem(404, 'NOT_FOUND', 'Category not found');
      const { ideaCount } = categoryRow(category);
      if (ideaCount > 0)
        return problem(409, 'CATEGORY_IN_USE', `The category is used by ${ideaCount} idea(s); move them to another category first`);
      mockDb.categories = mockDb.categories.filter((c) => c.id !== category.id);
      delete mockDb.categoryDetails[category.id];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(u('/admin/settings'), () => {
      const denied = adminOnly();
      if (denied) return denied;
      return HttpResponse.json(settingsOf());
    }),
    http.put(u('/admin/settings'), async ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = TenantSettingsUpdate.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return invalid(parsed.error);
      const v = parsed.data;
      const tenant = mockDb.tenants[0];
      if (tenant) Object.assign(tenant, { name: v.name, preferredLanguage: v.preferredLanguage, currency: v.currency });
      mockDb.tenantPolicy = {
        selfRegistration: { enabled: v.selfRegistration.enabled, allowedDomains: [...new Set(v.selfRegistration.allowedDomains)] },
        requireMfa: v.requireMfa,
        updatedAt: new Date().toISOString(),
      };
      return HttpResponse.json(settingsOf());
    }),
    http.get(u('/admin/activity'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = ActivityQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const { page: pageNo, pageSize } = parsed.data;
      const titles = new Map(mockDb.ideas.map((i) => [i.id, i.title]));
      const all = [...mockDb.history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(
        ActivityResponse.parse({
          entries: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((h) => ({ ...h, ideaTitle: titles.get(h.ideaId) ?? '', actorId: null })),
          total: all.length,
          page: pageNo,
          pageSize,
        }),
      );
    }),
  ];
}
