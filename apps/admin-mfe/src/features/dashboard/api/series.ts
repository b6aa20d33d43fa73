/** Monthly counts (`YYYY-MM`) folded into quarters (`YYYY Qn`), oldest first. */
export function toQuarters(months: readonly { month: string; count: number }[]): { label: string; count: number }[] {
  const out = new Map<string, number>();
  for (const { month, count } of months) {
    const [y = 0, m = 1] = month.split('-').map(Number);
    const key = `${y} Q${Math.floor((m - 1) / 3) + 1}`;
    out.set(key, (out.get(key) ?? 0) + count);
  }
  return [...out].map(([label, count]) => ({ label, count }));
}

export function monthLabel(month: string, lng: string): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lng.startsWith('de') ? 'de-DE' : 'en-GB', { month: 'short', year: '2-digit' }).format(new Date(Date.UTC(y, m - 1, 1)));
}
