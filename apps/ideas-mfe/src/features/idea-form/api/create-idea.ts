import { Idea, type IdeaDraftInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** POST /ideas: a new draft. */
export const createIdea = (input: IdeaDraftInput) => ideasApi.request('/ideas', Idea, { method: 'POST', body: input });
