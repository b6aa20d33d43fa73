import { isUploadedPicture } from '@idea-portal/contracts';
import { useEffect, useState } from 'react';
import { usersApi, type ServiceClient } from './client';

/**
 * Uploaded profile pictures, fetched once per page with the caller's token and kept as object
 * URLs (a picture's path changes with every upload, so a fetched one never goes stale). Failures
 * are not kept: the next avatar that shows the picture tries again.
 */
const MAX_KEPT = 300;
const kept = new Map<string, Promise<string>>();

function objectUrlFor(path: string, client: ServiceClient): Promise<string> {
  let found = kept.get(path);
  if (!found) {
    found = client.blob(path).then((blob) => URL.createObjectURL(blob));
    found.catch(() => kept.delete(path));
    kept.set(path, found);
    if (kept.size > MAX_KEPT) {
      const [oldest] = kept.keys();
      const dropped = oldest === undefined ? undefined : kept.get(oldest);
      if (oldest !== undefined) kept.delete(oldest);
      void dropped?.then((url) => URL.revokeObjectURL(url), () => undefined);
    }
  }
  return found;
}

/** Forgets the fetched pictures (tests; signing out). */
export function forgetPictures(): void {
  for (const url of kept.values()) void url.then((u) => URL.revokeObjectURL(u), () => undefined);
  kept.clear();
}

/**
 * What an <img> shows for a profile's `picture`: an uploaded picture as an object URL once fetched
 * (null meanwhile and when it fails), any other address as it is, nothing for none.
 */
export function usePictureUrl(picture: string | null | undefined, client: ServiceClient = usersApi): string | null {
  const uploaded = isUploadedPicture(picture) ? picture : null;
  const [state, setState] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!uploaded) return;
    let live = true;
    objectUrlFor(uploaded, client).then(
      (url) => live && setState({ path: uploaded, url }),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [uploaded, client]);
  if (uploaded) return state?.path === uploaded ? state.url : null;
  return picture || null;
}
