/**
 * How a people picker's term asks GET /users (the ideas area's user search, the deputy picker): an
 * e-mail-looking term searches the e-mail; "Given Family" both names; one word the given or the
 * family name (two requests, their answers merged by `mergePeople`).
 */
export function peopleSearchQueries(term: string): Record<string, string>[] {
  const q = term.trim();
  if (q.includes('@')) return [{ email: q }];
  if (/\s/.test(q)) {
    const [given = '', ...rest] = q.split(/\s+/);
    return [{ givenName: given, familyName: rest.join(' ') }];
  }
  return [{ givenName: q }, { familyName: q }];
}

/** The answers of `peopleSearchQueries` as one list, each person once, in the order they came. */
export function mergePeople<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const person of lists.flat()) if (!seen.has(person.id)) seen.set(person.id, person);
  return [...seen.values()];
}
