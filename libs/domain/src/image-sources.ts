/**
 * Where a picture shown in the portal may come from (profile picture, idea banner): uploaded to
 * the portal, or an address on a host the deployment's content security policy lets the browser
 * load (`allowedHosts`). Any other web address is "foreign": the browser would block it, so the
 * API refuses it (400 FOREIGN_IMAGE_URL) instead of storing a picture nobody can see.
 */
/** The WHATWG URL of browsers and Node alike (the pure libraries' tsconfig has neither's types). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

export function isForeignImageUrl(value: string, allowedHosts: readonly string[] = []): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let host: string;
  try {
    host = new WhatwgUrl(value).hostname.toLowerCase();
  } catch {
    return true;
  }
  return !allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}
