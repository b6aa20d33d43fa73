import type { LikeResponse } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/like toggles the caller's like. */
export const toggleLike = (ideaId: string) => ideasApi.request<LikeResponse>(ideaPath(ideaId, '/like'), { method: 'POST' });
