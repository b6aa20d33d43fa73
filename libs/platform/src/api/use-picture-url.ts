import { isUploadedPicture } from '@idea-portal/contracts';
import { useEffect, useState } from 'react';
import { usersApi, type ServiceClient } from './client';

/** Fetches an uploaded picture (./picture-cache, loaded with the first uploaded picture a page shows). */
function objectUrlFor(path: string, client: ServiceClient): Promise<string> {
  return import(/* webpackChunkName: "picture-cache" */ './picture-cache').then((m) => m.objectUrlFor(path, client));
}

/** Forgets the fetched pictures (tests; signing out). */
export function forgetPictures(): Promise<void> {
  return import(/* webpackChunkName: "picture-cache" */ './picture-cache').then((m) => m.forgetPictures());
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
