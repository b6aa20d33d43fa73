import { describe, expect, it } from 'vitest';
import { mergePeople, peopleSearchQueries } from './people-search';

describe('peopleSearchQueries', () => {
  it('an e-mail searches the e-mail, two words both names, one word either name', () => {
    expect(peopleSearchQueries(' vera@example.com ')).toEqual([{ email: 'vera@example.com' }]);
    expect(peopleSearchQueries('Vera  van Viewer')).toEqual([{ givenName: 'Vera', familyName: 'van Viewer' }]);
    expect(peopleSearchQueries('Vera')).toEqual([{ givenName: 'Vera' }, { familyName: 'Vera' }]);
  });

  it('merges the answers, each person once, in the order they came', () => {
    expect(mergePeople([[{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }]]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
