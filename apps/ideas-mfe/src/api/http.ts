/**
 * Small transport helpers of the ideas remote for what the platform's JSON client does not do:
 * binary downloads with the bearer token (PDF export, attachments, image previews) and uploads
 * with progress. Both build the URL with the platform client's `url()`.
 */
import { useEffect, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { ApiError } from '@idea-portal/contracts';
import { ApiRequestError, USER_ID_KEY, ideasApi } from '@idea-portal/platform';

/** The signed-in user's access token (null when signed out). */
export function useAccessToken(): string | null {
  const auth = useAuth();
  return auth.user?.access_token ?? null;
}

function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const userId = typeof localStorage !== 'undefined' ? localStorage.getItem(USER_ID_KEY) : null;
  if (userId) headers['x-user-id'] = userId;
  return headers;
}

function toError(status: number, payload: unknown): ApiRequestError {
  const problem = ApiError.safeParse(payload);
  if (problem.success) return new ApiRequestError(status, problem.data.code, problem.data.message, problem.data.details);
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL';
  return new ApiRequestError(status, code, `HTTP ${status}`);
}

/** GET a binary resource of the ideas service with the bearer token. */
export async function fetchBlob(path: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  const url = await ideasApi.url(path);
  let res: Response;
  try {
    res = await fetch(url, { headers: authHeaders(token), signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', 'Network error');
  }
  if (!res.ok) throw toError(res.status, await res.json().catch(() => null));
  return res.blob();
}

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

/** Fetches `path` with the bearer token and saves it as `fileName`. */
export async function downloadFile(path: string, fileName: string, token: string | null) {
  const blob = await fetchBlob(path, token);
  saveBlob(blob, fileName);
  return blob;
}

/**
 * POSTs multipart form data with upload progress (XMLHttpRequest: fetch has no upload
 * progress). Resolves with the parsed JSON answer, rejects with an ApiRequestError.
 */
export async function uploadWithProgress(
  path: string,
  body: FormData,
  token: string | null,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  const url = await ideasApi.url(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(authHeaders(token))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(payload);
      } else reject(toError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', 'Network error'));
    xhr.send(body);
  });
}

/** An object URL for a protected binary (image thumbnails and previews); revoked on unmount. */
export function useAuthedObjectUrl(path: string | null) {
  const token = useAccessToken();
  const [state, setState] = useState<{ path: string | null; url: string | null; error: boolean }>({ path: null, url: null, error: false });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let href: string | null = null;
    fetchBlob(path, token, controller.signal)
      .then((blob) => {
        href = URL.createObjectURL(blob);
        setState({ path, url: href, error: false });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ path, url: null, error: true });
      });
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [path, token]);
  const current = state.path === path;
  return { url: current ? state.url : null, error: current && state.error, loading: !!path && !current };
}
