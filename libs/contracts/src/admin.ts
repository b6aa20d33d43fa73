import { z } from 'zod';
import { IsoDate } from './common';
import { HistoryEntityType, HistoryEntry } from './ideas';
import { AppRole } from './users';
import { UserFunction } from './user-functions';
import { isTimeZone } from './time-zones';
import { DeadlineSettings } from './deadlines';
import { WORKFLOW_LIMITS } from './workflow-values';
import { WorkflowMailPreferencesUpdate } from './workflow-mail';

/**
 * Admin area (ADMIN only, always the caller's tenant): user management, organisational units,
 * categories, tenant settings and the activity log; plus the caller's own profile update.
 */

const Count = z.number().int().nonnegative();
/** The version a row was read at (as ideas have): each write bumps it. */
const RowVersion = z.number().int().min(1);
/**
 * The version the client last read, sent with an edit (or as If-Match). A stale one gets 409
 * VERSION_CONFLICT and changes nothing; without it the edit applies (last writer wins).
 */
const ExpectedVersion = z.number().int().min(1).optional();
export const AccountStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type AccountStatus = z.infer<typeof AccountStatus>;
export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** A query-string text filter: trimmed, empty means absent. */
const SearchText = z
  .string()
  .max(200)
  .transform((s) => s.trim())
  .transform((s) => (s === '' ? undefined : s));
/** Page size from a fixed set (query strings arrive as text). */
const pageSizeOf = <const T extends readonly number[]>(allowed: T, dflt: T[number]) =>
  z.coerce
    .number()
    .int()
    .refine((n) => (allowed as readonly number[]).includes(n), { message: `Page size must be one of ${allowed.join(', ')}` })
    .default(dflt);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);

// ---------------------------------------------------------------------------------------------
// Users: GET /admin/users, POST /admin/users, PATCH /admin/users/{id}

export const AdminUserRow = z.object({
  /** Profile id (use it in PATCH /admin/users/{id}). */
  id: z.string(),
  /** The identity provider's subject id. */
  userId: z.string(),
  /** Given and family name. */
  name: z.string(),
  email: z.string(),
  role: AppRole,
  /** Name of the user's organisational unit. */
  department: z.string().nullable(),
  organizationalUnitId: z.string().nullable(),
  /** Tenant name. */
  organization: z.string(),
  position: z.string().nullable(),
  /** Payroll: the person's personnel number and cost centre (the payroll export's columns). */
  personnelNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  status: AccountStatus,
  lastLogin: IsoDate.nullable(),
  /** Ideas the user submitted (drafts not counted). */
  ideasSubmitted: Count,
  /** Submitted ideas that reached implementation (implementation, final_decision, accepted, completed). */
  ideasImplemented: Count,
  /** Works council / idea manager (set with PUT /admin/users/{id}/functions); the tariff group is not listed. */
  functions: z.array(UserFunction),
  createdAt: IsoDate,
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserSort = z.enum(['name', 'email', 'role', 'department', 'organization', 'status', 'lastLogin', 'ideas']);
export type AdminUserSort = z.infer<typeof AdminUserSort>;
export const ADMIN_USER_PAGE_SIZES = [5, 10, 20, 50] as const;

export const AdminUserListQuery = z
  .object({
    /** Case-insensitive substring of name, email or department. */
    search: SearchText.optional(),
    role: AppRole.optional(),
    status: AccountStatus.optional(),
    organizationalUnitId: z.string().min(1).max(64).optional(),
    sort: AdminUserSort.default('name'),
    direction: SortDirection.default('asc'),
    /** 1-based. */
    page: Page,
    pageSize: pageSizeOf(ADMIN_USER_PAGE_SIZES, 10),
  })
  .strict();
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;
export type AdminUserListQueryInput = z.input<typeof AdminUserListQuery>;

export const AdminUserListResponse = z.object({
  users: z.array(AdminUserRow),
  /** Matching users over all pages. */
  total: Count,
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

const PersonName = z.string().trim().min(2).max(100);
const Position = z.string().trim().max(100);
/** Personnel number / cost centre: letters, digits, dot, dash, slash, space; '' or null clears. */
export const PAYROLL_FIELD_MAX = 30;
const PayrollField = z
  .string()
  .trim()
  .max(PAYROLL_FIELD_MAX)
  .regex(/^[\p{L}\p{N} ./-]*$/u, 'Only letters, digits, spaces, dots, dashes and slashes')
  .nullable()
  .transform((s) => (s === '' ? null : s));

/** POST /admin/users: a new profile in the caller's tenant (answers 201 with AdminUserRow). */
export const AdminUserCreateInput = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    givenName: PersonName,
    familyName: PersonName,
    role: AppRole.default('VIEWERS'),
    organizationalUnitId: z.string().min(1).max(64).nullable().optional(),
    position: Position.nullable().optional(),
  })
  .strict();
export type AdminUserCreateInput = z.infer<typeof AdminUserCreateInput>;
export type AdminUserCreateInputRaw = z.input<typeof AdminUserCreateInput>;

/**
 * The answer of POST /admin/users: the new row, plus (once, when the portal sets credentials)
 * the temporary password the person must change at first sign-in.
 */
export const AdminUserCreateResponse = AdminUserRow.extend({ temporaryPassword: z.string().optional() });
export type AdminUserCreateResponse = z.infer<typeof AdminUserCreateResponse>;

/**
 * PATCH /admin/users/{id} (answers AdminUserRow). INACTIVE also disables the account.
 * An admin cannot change their own role or deactivate themself (409 SELF_MODIFICATION).
 */
export const AdminUserUpdateInput = z
  .object({
    role: AppRole.optional(),
    status: AccountStatus.optional(),
    organizationalUnitId: z.string().min(1).max(64).nullable().optional(),
    position: Position.nullable().optional(),
    personnelNumber: PayrollField.optional(),
    costCentre: PayrollField.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type AdminUserUpdateInput = z.infer<typeof AdminUserUpdateInput>;

// ---------------------------------------------------------------------------------------------
// Organisations: GET /admin/organizations, PATCH /admin/organizations/{id} (the tenant's organisational units)

export const OrganizationRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Location or short description of the unit. */
  location: z.string().nullable(),
  /** The unit's industry or line of business (free text, e.g. "Manufacturing"). */
  industry: z.string().nullable(),
  lineManager: z.string().nullable(),
  /** Profiles in the unit. */
  employeeCount: Count,
  /** Profiles in the unit with status ACTIVE. */
  activeUsers: Count,
  /** Submitted (non-draft) ideas of the unit. */
  totalIdeas: Count,
  /** Ideas of the unit that reached implementation (implementation, final_decision, accepted, completed). */
  implementedIdeas: Count,
  status: AccountStatus,
  createdAt: IsoDate,
  version: RowVersion,
});
export type OrganizationRow = z.infer<typeof OrganizationRow>;

export const OrganizationSort = z.enum(['name', 'location', 'industry', 'employeeCount', 'activeUsers', 'totalIdeas', 'createdAt', 'status']);
export type OrganizationSort = z.infer<typeof OrganizationSort>;
export const ORGANIZATION_PAGE_SIZES = [5, 10, 20] as const;

export const OrganizationListQuery = z
  .object({
    /** Case-insensitive substring of name or location. */
    search: SearchText.optional(),
    /** Exact industry (ignoring case), one of the response's `industries`. */
    industry: SearchText.optional(),
    status: AccountStatus.optional(),
    sort: OrganizationSort.default('name'),
    direction: SortDirection.default('asc'),
    page: Page,
    pageSize: pageSizeOf(ORGANIZATION_PAGE_SIZES, 10),
  })
  .strict();
export type OrganizationListQuery = z.infer<typeof OrganizationListQuery>;
export type OrganizationListQueryInput = z.input<typeof OrganizationListQuery>;

export const OrganizationListResponse = z.object({
  organizations: z.array(OrganizationRow),
  total: Count,
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  /** Over all units of the tenant, ignoring filters (the screen's summary counts). */
  summary: z.object({ total: Count, active: Count, inactive: Count }),
  /** The industries of the tenant's units, sorted (the industry filter's choices). */
  industries: z.array(z.string()),
});
export type OrganizationListResponse = z.infer<typeof OrganizationListResponse>;

/** Absent = unchanged; '' or null clears an optional text. */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((s) => (s === '' ? null : s));

/**
 * PATCH /admin/organizations/{id} (answers OrganizationRow). A name is unique in the tenant,
 * ignoring case (409 CONFLICT); another tenant's unit is 404 NOT_FOUND.
 */
export const OrganizationUpdateInput = z
  .object({
    name: z.string().trim().min(2).max(100).optional(),
    location: OptionalText(120).optional(),
    industry: OptionalText(80).optional(),
    lineManager: OptionalText(100).optional(),
    status: AccountStatus.optional(),
    version: ExpectedVersion,
  })
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), { message: 'Nothing to update' });
export type OrganizationUpdateInput = z.infer<typeof OrganizationUpdateInput>;
export type OrganizationUpdateInputRaw = z.input<typeof OrganizationUpdateInput>;

// ---------------------------------------------------------------------------------------------
// Categories: GET/POST /admin/categories, PATCH/DELETE /admin/categories/{id}

/** POST body; PATCH takes CategoryUpdateInput. A name is unique in the tenant (409 CONFLICT). */
export const CategoryInput = z
  .object({
    name: z.string().trim().min(2).max(60),
    /** The German name; empty or null: German readers see `name`. */
    nameDe: z.string().trim().max(60).nullable().optional(),
    description: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type CategoryInput = z.infer<typeof CategoryInput>;
export const CategoryUpdateInput = CategoryInput.partial()
  .extend({ version: ExpectedVersion })
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), { message: 'Nothing to update' });
export type CategoryUpdateInput = z.infer<typeof CategoryUpdateInput>;

export const AdminCategoryRow = z.object({
  id: z.string(),
  name: z.string(),
  nameDe: z.string().nullable(),
  description: z.string().nullable(),
  /** Ideas using the category; DELETE refuses while above 0 (409 CATEGORY_IN_USE). */
  ideaCount: Count,
  createdAt: IsoDate,
  version: RowVersion,
});
export type AdminCategoryRow = z.infer<typeof AdminCategoryRow>;
export const AdminCategoryListResponse = z.object({ categories: z.array(AdminCategoryRow) });
export type AdminCategoryListResponse = z.infer<typeof AdminCategoryListResponse>;

// ---------------------------------------------------------------------------------------------
// Settings: GET/PUT /admin/settings

const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Not a domain name');

/** An IANA time zone of ./time-zones.ts; anything else: `validation.unknownTimeZone`. */
export const TimeZone = z.string().refine(isTimeZone, { message: 'validation.unknownTimeZone' });

export const TenantSettings = z.object({
  name: z.string(),
  preferredLanguage: z.enum(['en', 'de']),
  /** ISO 4217 code, e.g. EUR. */
  currency: z.string(),
  selfRegistration: z.object({
    enabled: z.boolean(),
    /** E-mail domains allowed to self-register (empty = any, when enabled). */
    allowedDomains: z.array(z.string()),
  }),
  requireMfa: z.boolean(),
  /** IANA time zone of the times in PDFs and histories, e.g. Europe/Berlin. */
  timeZone: z.string(),
  /**
   * Separation of duties: whether people may assess, review, decide and complete ideas they
   * submitted or contribute to (for small companies; default false).
   */
  allowSelfAssessment: z.boolean(),
  /** Realised savings above this (tenant currency) need a second person to confirm the completion (default 100,000). */
  realisedSavingsReviewThreshold: z.number(),
  /** Days after a decision in which the submitter may appeal it (default 28; the premium rule set's period wins where it names one). */
  appealPeriodDays: z.number().int(),
  /** The payroll's wage type (Lohnart) of idea premiums, a column of the payroll export; null: not set. */
  wageType: z.string().nullable(),
  /** Due periods per stage, the state's holidays, closing days, reminder and escalation (issue 40). */
  deadlines: DeadlineSettings,
  updatedAt: IsoDate.nullable(),
  version: RowVersion,
});
export type TenantSettings = z.infer<typeof TenantSettings>;

/**
 * PUT /admin/settings: the whole document (answers TenantSettings). A domain another tenant
 * holds is refused (409 DOMAIN_TAKEN): a domain belongs to one tenant at most.
 */
export const TenantSettingsUpdate = z
  .object({
    name: z.string().trim().min(2).max(100),
    preferredLanguage: z.enum(['en', 'de']),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code'),
    selfRegistration: z
      .object({
        enabled: z.boolean(),
        allowedDomains: z.array(DomainName).max(50),
      })
      .strict(),
    requireMfa: z.boolean(),
    /** Absent: unchanged. An IANA zone this server knows, else 400 with `validation.unknownTimeZone`. */
    timeZone: TimeZone.optional(),
    /** Absent: unchanged. */
    allowSelfAssessment: z.boolean().optional(),
    /** Absent: unchanged; at most the plausibility maximum of realised savings. */
    realisedSavingsReviewThreshold: z.number().min(0).max(WORKFLOW_LIMITS.realisedSavingsMax).optional(),
    /** Absent: unchanged; 1 to 365 days. */
    appealPeriodDays: z.number().int().min(1).max(365).optional(),
    /** Absent: unchanged; '' or null clears. */
    wageType: PayrollField.optional(),
    /** Absent: unchanged. */
    deadlines: DeadlineSettings.optional(),
    version: ExpectedVersion,
  })
  .strict();
export type TenantSettingsUpdate = z.infer<typeof TenantSettingsUpdate>;

// ---------------------------------------------------------------------------------------------
// Activity: GET /admin/activity?page&pageSize

/**
 * One entry of the admin activity log: a change of an idea (its history), or a change of a
 * person's functions (`entityType` 'user': works council / idea manager, or their tariff group,
 * whose values are never shown: both null), or a change of a tenant setting (`entityType`
 * 'tenant': its time zone).
 */
export const ActivityEntry = HistoryEntry.extend({
  entityType: HistoryEntityType.or(z.enum(['user', 'tenant'])),
  /** The idea the entry is about; null for a change of a person. */
  ideaId: z.string().nullable(),
  ideaTitle: z.string().nullable(),
  /** The person a 'user' entry is about; null for an idea's entry. */
  subjectUserId: z.string().nullable(),
  subjectName: z.string().nullable(),
  actorId: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityQuery = z
  .object({
    page: Page,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** Newest first. */
export const ActivityResponse = z.object({
  entries: z.array(ActivityEntry),
  total: Count,
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;

// ---------------------------------------------------------------------------------------------
// Own profile: PATCH /users/me (answers UserProfile)

/** Absent = unchanged; null or '' clears a field (picture: null only). */
const Clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((s) => (s === '' ? null : s));

export const ProfileUpdateInput = z
  .object({
    phoneNumber: Clearable(40)
      .refine((s) => s === null || /^\+?[0-9 ()./-]{3,40}$/.test(s), 'Not a phone number')
      .optional(),
    position: Clearable(100).optional(),
    aboutMe: Clearable(1000).optional(),
    picture: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    preferredLanguage: z.enum(['en', 'de']).nullable().optional(),
    /** Workflow e-mail: immediately, daily digest or off, per kind (absent kinds unchanged). */
    workflowMail: WorkflowMailPreferencesUpdate.optional(),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;
