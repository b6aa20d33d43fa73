/** Title and details of a route error; null details -> 'No additional details available'. */
export function describeError(error: unknown): { title: string | null; details: string | null } {
  if (error instanceof Error) {
    return { title: error.message || error.name, details: error.stack ?? null };
  }
  if (typeof error === 'string') return { title: error, details: null };
  return { title: null, details: null };
}
