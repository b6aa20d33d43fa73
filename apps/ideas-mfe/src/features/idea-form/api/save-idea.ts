import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea, IdeaDraftInput } from '@idea-portal/contracts';
import { ideasKeys } from '@idea-portal/platform';
import { invalidateIdeas } from '../../../shared/api/idea-path';
import { createIdea } from './create-idea';
import { submitIdea } from './submit-idea';
import { updateIdea } from './update-idea';

export interface SaveIdeaVariables {
  action: 'save' | 'submit';
  /** Absent for a new idea (POST), else PATCH with `version`. */
  ideaId?: string;
  version?: number;
  input: IdeaDraftInput;
  /** Runs once the idea is stored, before a submit (a failing submit leaves a saved draft). */
  onSaved?: (saved: Idea) => void;
}

/**
 * Save (POST or PATCH) and, for 'submit', submit the saved version. The saved idea seeds the
 * detail query; afterwards the ideas and what other remotes show of them refresh (a submit
 * waits for it, so the detail page opens with the new status).
 */
export function useSaveIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ideaId, version, input, onSaved }: SaveIdeaVariables) => {
      const saved = ideaId ? await updateIdea(ideaId, { ...input, version: version ?? 0 }) : await createIdea(input);
      queryClient.setQueryData(ideasKeys.detail(saved.id), saved);
      onSaved?.(saved);
      if (action === 'submit') await submitIdea(saved.id, saved.version);
      return saved;
    },
    onSuccess: (_saved, { action }) => {
      const refresh = invalidateIdeas(queryClient);
      return action === 'submit' ? refresh : undefined;
    },
  });
}
