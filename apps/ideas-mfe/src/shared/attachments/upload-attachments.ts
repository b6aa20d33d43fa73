import { useState } from 'react';
import type { AttachmentUploadResponse } from '@idea-portal/contracts';
import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../api/idea-path';

/** POST /ideas/{id}/attachments: several files in one multipart request, with progress. */
export async function uploadAttachments(ideaId: string, files: File[], onProgress?: (percent: number) => void) {
  const body = new FormData();
  for (const f of files) body.append('files', f, f.name);
  return ideasApi.upload<AttachmentUploadResponse>(ideaPath(ideaId, '/attachments'), body, { onProgress });
}

/** Upload with the progress of the running request (null when none runs); refreshes the idea. */
export function useUploadAttachments() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ ideaId, files }: { ideaId: string; files: File[] }) => {
      setProgress(0);
      return uploadAttachments(ideaId, files, setProgress);
    },
    onSuccess: () => invalidateIdeas(queryClient),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
