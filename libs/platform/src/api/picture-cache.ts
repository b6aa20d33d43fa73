import type { ServiceClient } from './client';

/**
 * Uploaded profile pictures, fetched once per page with the caller's token and kept as object
 * URLs (a picture's path changes with every upload, so a fetched one never goes stale). Failures
 * are not kept: the next avatar that shows the picture tries again. Loaded by ./use-picture-url
 * when a profile with an uploaded picture shows.
 */
const MAX_KEPT = 300;
const kept = new Map<string, Promise<string>>();

export function objectUrlFor(path: string, client: ServiceClient): Promise<string> {
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
