import { describe, expect, it } from 'vitest';
import { checkDuplicateLink } from './duplicates';

const idea = (id: string, submittedAt: string | null) => ({ id, tenantId: 't1', submittedAt: submittedAt ? new Date(submittedAt) : null });

describe('priority: linking a later idea as a duplicate of an earlier one', () => {
  it.each([
    ['an earlier submission', idea('later', '2026-03-02T10:00:00Z'), idea('earlier', '2026-03-01T10:00:00Z'), { ok: true }],
    ['a later submission', idea('a', '2026-03-01T10:00:00Z'), idea('b', '2026-03-02T10:00:00Z'), { ok: false, code: 'DUPLICATE_NOT_EARLIER' }],
    ['one submitted at the same moment', idea('a', '2026-03-01T10:00:00Z'), idea('b', '2026-03-01T10:00:00Z'), { ok: false, code: 'DUPLICATE_NOT_EARLIER' }],
    ['a draft (never filed)', idea('a', '2026-03-01T10:00:00Z'), idea('b', null), { ok: false, code: 'DUPLICATE_NOT_EARLIER' }],
    ['itself', idea('a', '2026-03-01T10:00:00Z'), idea('a', '2026-03-01T10:00:00Z'), { ok: false, code: 'DUPLICATE_OF_ITSELF' }],
  ])('%s', (_label, later, earlier, expected) => {
    expect(checkDuplicateLink(later, earlier)).toEqual(expected);
  });
});
