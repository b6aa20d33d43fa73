import { z } from 'zod';
import { IsoDate } from './common';
import { WorkflowMailPreferences } from './workflow-mail';

/** Application roles. */
export const AppRole = z.enum(['ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS']);
export type AppRole = z.infer<typeof AppRole>;

export const Tenant = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  description: z.string().nullable(),
  ideaManagers: z.array(z.string()),
  admin: z.string().nullable(),
  numberOfEmployees: z.number().int().nonnegative(),
  currency: z.string(),
  preferredLanguage: z.enum(['en', 'de']),
});
export type Tenant = z.infer<typeof Tenant>;

export const OrganizationalUnit = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  lineManager: z.string().nullable(),
  employeesCount: z.number().int().nonnegative(),
});
export type OrganizationalUnit = z.infer<typeof OrganizationalUnit>;

export const UserProfile = z.object({
  id: z.string(),
  /** The identity provider's subject id. */
  userId: z.string(),
  email: z.string().email(),
  givenName: z.string(),
  familyName: z.string(),
  phoneNumber: z.string().nullable(),
  picture: z.string().nullable(),
  aboutMe: z.string().nullable(),
  position: z.string().nullable(),
  group: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
  enabled: z.boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  role: AppRole,
  organizationalUnit: OrganizationalUnit.nullable(),
  tenant: Tenant.nullable(),
  /** The user's own UI language choice (null = follow the browser / tenant). */
  preferredLanguage: z.enum(['en', 'de']).nullable().optional(),
  /** Personnel number and cost centre (kept by an admin); only in one's own profile (absent for other people). */
  payroll: z.object({ personnelNumber: z.string().nullable(), costCentre: z.string().nullable() }).nullable().optional(),
  /** Workflow e-mail per kind; only in one's own profile (null for other people). */
  workflowMail: WorkflowMailPreferences.nullable().optional(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** GET /users query. Lists are comma-joined. */
const commaList = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

export const UserListQuery = z
  .object({
    userId: z.string().min(1).max(128).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    lastEvaluatedKey: z.string().max(512).optional(),
    givenName: z.string().max(100).optional(),
    familyName: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    phone: z.string().max(40).optional(),
    position: z.string().max(100).optional(),
    organizationalUnits: commaList.optional(),
    tenants: commaList.optional(),
  })
  .strict();
export type UserListQuery = z.infer<typeof UserListQuery>;

export const Pagination = z.object({
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  nextPageToken: z.string().nullable(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof Pagination>;

export const UserListResponse = z.object({
  users: z.array(UserProfile),
  pagination: Pagination,
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/**
 * The pages of the admin area. ADMIN opens all of them; an idea manager without ADMIN only the
 * premium rules and the payroll export (`adminSectionsFor` in libs/domain).
 */
export const AdminSection = z.enum(['dashboard', 'users', 'organizations', 'categories', 'settings', 'premiumRules', 'payroll', 'activity', 'ideas']);
export type AdminSection = z.infer<typeof AdminSection>;

/** GET /users/me: the caller's profile plus what the server lets them see. */
export const CurrentUser = z.object({
  profile: UserProfile,
  permissions: z.array(z.string()),
  /** Whether the caller may enter the admin area at all (some admin page is theirs). */
  canAccessAdmin: z.boolean(),
  /** The admin pages the caller may open (empty unless canAccessAdmin); absent from an older API: all for an admin. */
  adminSections: z.array(AdminSection).optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
