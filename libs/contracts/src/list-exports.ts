import { z } from 'zod';
import { AdminUserListQuery } from './admin';
import { IdeaListQuery } from './ideas';
import { SearchIdeasQuery } from './search';

/** A list's export: CSV (UTF-8 with BOM) or Excel. */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The exports' own parameters: the format and the headers' language (else from Accept-Language). */
const exportParams = { format: ExportFormat.default('csv'), lang: z.enum(['en', 'de']).optional() };

/** GET /ideas/export: GET /ideas's filters and sort, every matching row (no page). */
export const IdeaExportQuery = IdeaListQuery.omit({ limit: true, cursor: true }).extend(exportParams).strict();
export type IdeaExportQuery = z.infer<typeof IdeaExportQuery>;

/** GET /search/ideas/export: GET /search/ideas's words, filters and sort, every hit (no page). */
export const SearchExportQuery = SearchIdeasQuery.omit({ limit: true, cursor: true }).extend(exportParams).strict();
export type SearchExportQuery = z.infer<typeof SearchExportQuery>;

/** GET /admin/users/export: GET /admin/users's filters and sort, every matching user. */
export const AdminUserExportQuery = AdminUserListQuery.omit({ page: true, pageSize: true }).extend(exportParams).strict();
export type AdminUserExportQuery = z.infer<typeof AdminUserExportQuery>;

/** GET /admin/activity/export: the whole log, newest first. */
export const ActivityExportQuery = z.strictObject(exportParams);
export type ActivityExportQuery = z.infer<typeof ActivityExportQuery>;
