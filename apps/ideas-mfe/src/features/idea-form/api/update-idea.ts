import type { Idea, IdeaUpdateInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** PATCH /ideas/{id} with the version last read (409 VERSION_CONFLICT when stale). */
export const updateIdea = (ideaId: string, input: IdeaUpdateInput) =>
  ideasApi.request<Idea>(ideaPath(ideaId), { method: 'PATCH', body: input });
