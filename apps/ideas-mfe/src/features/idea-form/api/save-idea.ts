import type { Idea, IdeaDraftInput } from '@idea-portal/contracts';
import { ideasKeys, useMutation, useQueryClient } from '@idea-portal/platform';
import { invalidateIdeas } from '../../../shared/api/idea-path';
import { getIdea } from '../../../shared/api/get-idea';
import { createIdea } from './create-idea';
import { submitIdea } from './submit-idea';
import { updateIdea } from './update-idea';

export interface SaveIdeaVariables {
  action: 'save' | 'submit';
  /** Absent for a new idea (POST), else PATCH with `version`. */
  ideaId?: string;
  version?: number;
  input: IdeaDraftInput;
  /** Runs each time the stored idea changes (after the save, after the uploads), before a submit. */
  onSaved?: (saved: Idea) => void;
  /** Uploads files chosen before the idea existed; answers whether all arrived. */
  uploadFiles?: (ideaId: string) => Promise<boolean>;
}

/** The idea was stored but some of its files were not: nothing is submitted. */
export class AttachmentsNotUploadedError extends Error {
  constructor(readonly idea: Idea) {
    super('Some attachments could not be uploaded');
  }
}

/**
 * Save (POST or PATCH), upload the files chosen on the form and, for 'submit', submit the saved
 * version. The stored idea seeds the detail query; afterwards the ideas and what other remotes
 * show of them refresh (a submit waits for it, so the detail page opens with the new status).
 */
export function useSaveIdea() {
  const queryClient = useQueryClient();
  const publish = (saved: Idea, onSaved?: (saved: Idea) => void) => {
    queryClient.setQueryData(ideasKeys.detail(saved.id), saved);
    onSaved?.(saved);
  };
  return useMutation({
    mutationFn: async ({ action, ideaId, version, input, onSaved, uploadFiles }: SaveIdeaVariables) => {
      let saved = ideaId ? await updateIdea(ideaId, { ...input, version: version ?? 0 }) : await createIdea(input);
      publish(saved, onSaved);
      if (uploadFiles) {
        const allUploaded = await uploadFiles(saved.id);
        // Uploads change the idea (attachments, version): read it again before going on.
        saved = await getIdea(saved.id);
        publish(saved, onSaved);
        if (!allUploaded) throw new AttachmentsNotUploadedError(saved);
      }
      if (action === 'submit') await submitIdea(saved.id, saved.version);
      return saved;
    },
    onSuccess: (_saved, { action }) => {
      const refresh = invalidateIdeas(queryClient);
      return action === 'submit' ? refresh : undefined;
    },
    // Files that did arrive are on the idea: other views refresh too.
    onError: (error) => (error instanceof AttachmentsNotUploadedError ? invalidateIdeas(queryClient) : undefined),
  });
}
