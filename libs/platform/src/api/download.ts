import type { ServiceClient } from './client';

/** A file name without characters file systems refuse. */
export function safeFileName(name: string, fallback = 'download') {
  const cleaned = Array.from(name, (ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a protected file with the client's credentials and saves it as `fileName`. */
export async function downloadFile(client: ServiceClient, path: string, fileName: string, signal?: AbortSignal) {
  const blob = await client.blob(path, { signal });
  saveBlob(blob, fileName);
  return blob;
}
