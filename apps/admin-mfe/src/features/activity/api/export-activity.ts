import { EXPORT_PATHS } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** GET /admin/activity/export: the whole log, newest first; the Export menu's target. */
export const activityExport = { client: ideasApi, path: EXPORT_PATHS.activity, what: 'activity', query: {} };
