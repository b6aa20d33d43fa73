import { SEARCH_MATCH_FIELDS, type HighlightPart, type SearchMatchField } from '@idea-portal/contracts';

/** Start and end of a match in ts_headline output: private-use characters the texts never keep. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

const SNIPPET_CHARS = 220;

/** The text without marks and which of its characters were marked. */
function unmark(marked: string): { text: string; hits: boolean[] } {
  let text = '';
  const hits: boolean[] = [];
  let inside = false;
  for (const ch of marked) {
    if (ch === MARK_START) inside = true;
    else if (ch === MARK_END) inside = false;
    else {
      text += ch;
      for (let i = 0; i < ch.length; i++) hits.push(inside);
    }
  }
  return { text, hits };
}

/** Consecutive characters with the same flag as one part. */
function toParts(text: string, hits: boolean[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || hits[i] !== hits[start]) {
      parts.push({ text: text.slice(start, i), match: hits[start] ?? false });
      start = i;
    }
  }
  return parts;
}

/**
 * The title split at the words any configuration (German, English, as spoken) marked: each
 * marks the whole title, so their marks are merged character by character.
 */
export function titleParts(title: string, marked: string[] | null): HighlightPart[] {
  const hits: boolean[] = Array.from({ length: title.length }, () => false);
  for (const m of marked ?? []) {
    const u = unmark(m);
    if (u.text !== title) continue;
    u.hits.forEach((h, i) => (hits[i] ||= h));
  }
  return title ? toParts(title, hits) : [];
}

/** A passage with matches from the first configuration that found one, else the text's beginning. */
export function snippetOf(body: string, marked: string[] | null): HighlightPart[] {
  const found = (marked ?? []).find((m) => m.includes(MARK_START));
  if (found) {
    const u = unmark(found.replace(/\s+/g, ' ').trim());
    return toParts(u.text, u.hits);
  }
  const plain = body.replace(/\s+/g, ' ').trim();
  if (!plain) return [];
  return [{ text: plain.length > SNIPPET_CHARS ? `${plain.slice(0, SNIPPET_CHARS).replace(/\s\S*$/, '')} …` : plain, match: false }];
}

/** The fields (one per line, in SEARCH_MATCH_FIELDS order) that any configuration marked a word in. */
export function fieldsOf(marked: string[] | null): SearchMatchField[] {
  const found = new Set<number>();
  for (const m of marked ?? []) m.split('\n').forEach((line, i) => line.includes(MARK_START) && found.add(i));
  return SEARCH_MATCH_FIELDS.filter((_, i) => found.has(i));
}
