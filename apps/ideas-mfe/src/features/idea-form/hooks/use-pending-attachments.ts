import { useCallback, useRef, useState } from 'react';
import { IDEA_LIMITS } from '@idea-portal/contracts';
import { uploadAttachments } from '../../../shared/attachments/upload-attachments';
import { checkFiles } from '../../../shared/attachments/check-files';

/**
 * A file chosen on the new-idea form before the idea exists. `invalid` files (wrong type, too
 * large) never upload; `failed` ones are tried again on the next save.
 */
export interface PendingFile {
  key: string;
  file: File;
  status: 'waiting' | 'uploading' | 'done' | 'failed' | 'invalid';
  /** 0-100 while uploading. */
  progress: number;
  /** A validation key (invalid) or the upload's error (failed); turned into text when shown. */
  error: unknown;
}

let seq = 0;

/** Applies one change to one file of the list. */
const patch = (list: PendingFile[], key: string, change: Partial<PendingFile>) => list.map((p) => (p.key === key ? { ...p, ...change } : p));

/** Checks each chosen file on its own; past 10 files (the limit of one upload) they are refused as too many. */
export function toPending(files: File[], alreadyChosen: number): PendingFile[] {
  return files.map((file, i) => {
    const problem = alreadyChosen + i >= IDEA_LIMITS.attachmentsPerRequest ? 'validation.tooManyFiles' : checkFiles([file]);
    return { key: `pending-${seq++}`, file, status: problem ? 'invalid' : 'waiting', progress: 0, error: problem };
  });
}

/**
 * The files of the new-idea form. `uploadAll(ideaId)` uploads the waiting and failed ones, one
 * request per file so that each shows its own progress and error; it answers whether all
 * arrived. The save mutation runs it right after the draft is created, so its pending state
 * covers the uploads.
 */
export function usePendingAttachments() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  // The latest list for uploadAll, which runs inside the save mutation across renders.
  const current = useRef(files);
  current.current = files;
  const update = useCallback((change: (list: PendingFile[]) => PendingFile[]) => {
    current.current = change(current.current);
    setFiles(current.current);
  }, []);

  const add = useCallback((chosen: File[]) => update((list) => [...list, ...toPending(chosen, list.filter((p) => p.status !== 'invalid').length)]), [update]);
  const remove = useCallback((key: string) => update((list) => list.filter((p) => p.key !== key)), [update]);

  const uploadAll = useCallback(
    async (ideaId: string) => {
      let ok = true;
      for (const pending of current.current.filter((p) => p.status === 'waiting' || p.status === 'failed')) {
        update((list) => patch(list, pending.key, { status: 'uploading', progress: 0, error: null }));
        try {
          await uploadAttachments(ideaId, [pending.file], (progress) => update((list) => patch(list, pending.key, { progress })));
          update((list) => patch(list, pending.key, { status: 'done', progress: 100 }));
        } catch (error) {
          ok = false;
          update((list) => patch(list, pending.key, { status: 'failed', error }));
        }
      }
      return ok;
    },
    [update],
  );

  const hasUploads = files.some((p) => p.status === 'waiting' || p.status === 'failed');
  return { files, add, remove, uploadAll, hasUploads };
}
