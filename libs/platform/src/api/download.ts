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

/** Today in the browser's calendar, as YYYY-MM-DD (the export files' names carry it). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Downloads a list's export (`path` with the list's own query, the format and the language of the
 * headers) and saves it as `<what>-<YYYY-MM-DD>.<format>`.
 */
export function downloadExport(
  client: ServiceClient,
  path: string,
  query: string | URLSearchParams | Record<string, string | number | undefined>,
  what: string,
  format: 'csv' | 'xlsx',
  language: 'en' | 'de',
) {
  const params = new URLSearchParams(
    typeof query === 'string' || query instanceof URLSearchParams
      ? query
      : Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  params.set('format', format);
  params.set('lang', language);
  return downloadFile(client, `${path}?${params.toString()}`, `${what}-${localDay()}.${format}`);
}
