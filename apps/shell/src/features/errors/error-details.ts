import { isRouteErrorResponse } from '@idea-portal/platform';

/** Title and details of a route error; null details -> 'No additional details available'. */
export function describeError(error: unknown): { title: string | null; details: string | null } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data, null, 2) : null;
    return { title: `${error.status} ${error.statusText}`.trim(), details: data };
  }
  if (error instanceof Error) {
    return { title: error.message || error.name, details: error.stack ?? null };
  }
  if (typeof error === 'string') return { title: error, details: null };
  return { title: null, details: null };
}
