import { ideasApi } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/submit: the status becomes first_assessment. */
export const submitIdea = (ideaId: string, version?: number) =>
  ideasApi.request(ideaPath(ideaId, '/submit'), { method: 'POST', body: version ? { version } : {} });
