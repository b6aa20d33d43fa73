import { IdeaSubmitCheck, type ApiError } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { Caller } from '../../auth/caller';
import { HttpError } from '../../errors';
import { isImageType } from '../../storage/file-type';
import type { IdeaRow } from './load-and-require';
import { refuseForeignImage } from '../users/picture';
import { attachmentContentType, categoryInTenant, countUsersInTenant } from './repository';

const HTTP_URL = /^https?:\/\//i;

export const invalid = (message: string, details: NonNullable<ApiError['details']>) => new HttpError('VALIDATION_FAILED', message, details);

/**
 * Category, people and banner image must exist in the caller's tenant / on the idea; a new banner
 * address must be on a host the content security policy allows (400 FOREIGN_IMAGE_URL), while the
 * stored one (`storedBanner`) may stay as it is.
 */
export async function checkReferences(
  db: Database,
  caller: Caller,
  ideaId: string | null,
  input: { categoryId?: string | null; visibleTo?: string[]; bannerImage?: string | null },
  images: { hosts: readonly string[]; storedBanner?: string | null } = { hosts: [] },
): Promise<void> {
  if (input.bannerImage !== images.storedBanner) refuseForeignImage(input.bannerImage, 'body.bannerImage', images.hosts);
  const problems: NonNullable<ApiError['details']> = [];
  if (input.categoryId && !(await categoryInTenant(db, caller.tenantId, input.categoryId))) {
    problems.push({ path: 'body.categoryId', message: 'validation.categoryRequired' });
  }
  if (input.visibleTo?.length) {
    const wanted = [...new Set(input.visibleTo)];
    if ((await countUsersInTenant(db, caller.tenantId, wanted)) !== wanted.length) problems.push({ path: 'body.visibleTo', message: 'validation.invalidType' });
  }
  if (input.bannerImage && !HTTP_URL.test(input.bannerImage)) {
    const contentType = ideaId ? await attachmentContentType(db, ideaId, input.bannerImage) : null;
    if (!contentType || !isImageType(contentType)) problems.push({ path: 'body.bannerImage', message: 'validation.bannerImageInvalid' });
  }
  if (problems.length) throw invalid('Invalid references', problems);
}

export const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

/** Checks the full IdeaInput rules against a (merged) idea; 400 with i18n keys per field. */
export function assertComplete(idea: IdeaRow, visibleTo: string[], pathPrefix: string): void {
  const result = IdeaSubmitCheck.safeParse({
    title: idea.title,
    description: idea.description,
    solution: idea.solution,
    categoryId: idea.categoryId ?? undefined,
    tags: idea.tags,
    innovationArea: idea.innovationArea,
    material: idea.material,
    function: idea.function,
    location: idea.location,
    bannerImage: idea.bannerImage,
    visibility: idea.visibility,
    visibleTo,
  });
  if (!result.success) {
    throw invalid(
      'The idea is incomplete',
      result.error.issues.map((i) => ({ path: [pathPrefix, ...i.path.map(String)].join('.'), message: i.message })),
    );
  }
}

export type EditableField = 'title' | 'description' | 'solution' | 'categoryId' | 'tags' | 'innovationArea' | 'material' | 'function' | 'location' | 'bannerImage' | 'visibility';
export const EDITABLE: EditableField[] = ['title', 'description', 'solution', 'categoryId', 'tags', 'innovationArea', 'material', 'function', 'location', 'bannerImage', 'visibility'];
const OPTIONAL_TEXT = new Set<EditableField>(['innovationArea', 'material', 'function', 'location', 'bannerImage']);
/** Changes that can let more people see a submitted idea. */
export const WIDENING_FIELDS = new Set(['visibility', 'visibleTo']);
export const asText = (v: unknown): string | null => (v === null || v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v));

/** The idea with the patch applied (blank optional texts become null). */
export function mergePatch(idea: IdeaRow, patch: Partial<Record<EditableField, unknown>>): IdeaRow {
  const next: IdeaRow = { ...idea };
  for (const field of EDITABLE) {
    const value = patch[field];
    if (value === undefined) continue;
    (next as Record<string, unknown>)[field] = OPTIONAL_TEXT.has(field) ? blankToNull(value as string | null) : value;
  }
  return next;
}
