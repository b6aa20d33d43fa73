import type { ViewResponse } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/views: one view per opening of the page. */
export const countView = (ideaId: string) => ideasApi.request<ViewResponse>(ideaPath(ideaId, '/views'), { method: 'POST' });
