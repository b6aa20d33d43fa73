import { z } from 'zod';
import { IDEA_STATUSES, normalizeStatus } from './idea-statuses';
import { Attachment } from './attachments';
import { IsoDate } from './common';
import { Contributor } from './contributors';

/** A codec rather than a preprocess so the API's response serialisation (zod encode) works too. */
export const IdeaStatus = z.codec(z.string(), z.enum(IDEA_STATUSES), {
  decode: (v) => normalizeStatus(v) as (typeof IDEA_STATUSES)[number],
  encode: (v) => v,
});
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const Visibility = z.enum(['organization', 'unit', 'people']);
export type Visibility = z.infer<typeof Visibility>;

export const IdeaSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: IdeaStatus,
  category: z.string().nullable(),
  submitterId: z.string(),
  submitterName: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type IdeaSummary = z.infer<typeof IdeaSummary>;

export const Idea = IdeaSummary.extend({
  tenantId: z.string(),
  solution: z.string(),
  tags: z.array(z.string()),
  innovationArea: z.string().nullable(),
  material: z.string().nullable(),
  function: z.string().nullable(),
  location: z.string().nullable(),
  bannerImage: z.string().nullable(),
  visibility: Visibility,
  organizationalUnitId: z.string().nullable(),
  contributors: z.array(Contributor),
  attachments: z.array(Attachment),
  ideaAssessment: z.object({ assigneeId: z.string().nullable() }).nullable(),
  submittedAt: IsoDate.nullable(),
  version: z.number().int(),
  /** For the edit form (`category` is the display name). */
  categoryId: z.string().nullable().optional(),
  /** User ids who may see the idea when visibility is 'people'. */
  visibleTo: z.array(z.string()).optional(),
  /** Whether the caller follows / likes the idea. */
  following: z.boolean().optional(),
  liked: z.boolean().optional(),
  commentsCount: z.number().int().optional(),
});
export type Idea = z.infer<typeof Idea>;

export const IdeaSort = z.enum(['updatedAt:desc', 'updatedAt:asc', 'createdAt:desc', 'createdAt:asc', 'title:asc']);

export const IdeaListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(1000).default(50),
    cursor: z.string().max(512).optional(),
    status: z
      .string()
      .max(200)
      .transform((s) => s.split(',').filter(Boolean).map(normalizeStatus))
      .pipe(z.array(z.enum(IDEA_STATUSES)))
      .optional(),
    category: z.string().max(100).optional(),
    submitterId: z.string().max(128).optional(),
    /** Ideas of one organisational unit of the caller's tenant (admin "Ideas" of an organisation). */
    organizationalUnitId: z.string().min(1).max(64).optional(),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    sort: IdeaSort.default('updatedAt:desc'),
    /** Full-text search (German + English) over title, problem and solution; also matches title substrings. */
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type IdeaListQuery = z.infer<typeof IdeaListQuery>;

/** In the Ideas list, an idea's description is cut to this many characters (the last one "…"): a list row shows one line of it. */
export const LIST_DESCRIPTION_CHARS = 160;

export const IdeaListResponse = z.object({
  /** Each description cut to LIST_DESCRIPTION_CHARS; the idea's page has it whole. */
  ideas: z.array(IdeaSummary),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type IdeaListResponse = z.infer<typeof IdeaListResponse>;

/** GET /users/my-ideas. */
export const MyIdeasResponse = z.object({
  ideas: z.array(
    z.object({ IdeaId: z.string(), Title: z.string(), Status: IdeaStatus, CreatedAt: IsoDate }),
  ),
  hasMore: z.boolean(),
  /** Pass as `cursor` to load more (present when the API answers). */
  nextCursor: z.string().nullable().optional(),
  /** How many ideas the caller submitted (not those they only contribute to): "Ideas Created". */
  submittedCount: z.number().int().nonnegative().optional(),
});
export type MyIdeasResponse = z.infer<typeof MyIdeasResponse>;

export const HistoryEntityType = z.enum([
  'idea',
  'status',
  'first_assessment',
  'review',
  'attachment',
  'contributor',
  'comment',
]);

export const HistoryEntry = z.object({
  id: z.string(),
  ideaId: z.string(),
  entityType: HistoryEntityType,
  fieldName: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: IsoDate,
  actorName: z.string().nullable(),
  actorPicture: z.string().nullable(),
  /** A deputy's change: the absent person the actor acted for (absent or null otherwise). */
  actedForName: z.string().nullable().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryResponse = z.object({ history: z.array(HistoryEntry) });
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** GET /users/my-ideas query. */
export const MyIdeasQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(1000).default(50),
    cursor: z.string().max(512).optional(),
  })
  .strict();
export type MyIdeasQuery = z.infer<typeof MyIdeasQuery>;
