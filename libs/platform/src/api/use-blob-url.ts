import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { ideasApi, type ServiceClient } from './client';

/**
 * An object URL for a protected binary (image thumbnails and previews), fetched through the
 * service client with the caller's token; refetched when the user changes, revoked on unmount.
 */
export function useBlobUrl(path: string | null, client: ServiceClient = ideasApi) {
  // The token is read by the client; depending on it refetches after a silent renewal or sign-in.
  const token = useAuth().user?.access_token ?? null;
  const [state, setState] = useState<{ path: string | null; url: string | null; error: boolean }>({ path: null, url: null, error: false });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let href: string | null = null;
    client
      .blob(path, { signal: controller.signal })
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
  }, [path, token, client]);
  const current = state.path === path;
  return { url: current ? state.url : null, error: current && state.error, loading: !!path && !current };
}
