import { EXPORT_PATHS } from '@idea-portal/contracts';
import { downloadExport, ideasApi, normalizeLanguage } from '@idea-portal/platform';

/** GET /admin/activity/export: the whole log, newest first, as `activity-<date>.csv|xlsx`. */
export const exportActivity = (format: 'csv' | 'xlsx', language: string | undefined) =>
  downloadExport(ideasApi, EXPORT_PATHS.activity, {}, 'activity', format, normalizeLanguage(language));
