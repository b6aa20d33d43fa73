export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqMatch extends FaqItem {
  id: string;
  answerMatches: boolean;
}

/** Case-insensitive filter over question and answer; an empty query keeps everything. */
export function filterFaq(items: FaqItem[], query: string): FaqMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  return items
    .map((item, i) => {
      const inQuestion = needle !== '' && item.q.toLocaleLowerCase().includes(needle);
      const inAnswer = needle !== '' && item.a.toLocaleLowerCase().includes(needle);
      return { ...item, id: `faq-${i}`, answerMatches: inAnswer, keep: needle === '' || inQuestion || inAnswer };
    })
    .filter((m) => m.keep)
    .map(({ keep: _keep, ...m }) => m);
}

/** Items whose answer matches open automatically. */
export function autoExpanded(items: FaqItem[], query: string): string[] {
  return filterFaq(items, query)
    .filter((m) => m.answerMatches)
    .map((m) => m.id);
}
