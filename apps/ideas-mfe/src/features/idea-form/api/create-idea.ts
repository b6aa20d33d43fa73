import type { Idea, IdeaDraftInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** POST /ideas: a new draft. */
export const createIdea = (input: IdeaDraftInput) => ideasApi.request<Idea>('/ideas', { method: 'POST', body: input });
