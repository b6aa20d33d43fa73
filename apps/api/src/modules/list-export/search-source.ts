import type { SearchIdeasQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { statusName } from '@idea-portal/domain';
import type { Caller } from '../../auth/caller';
import { germanCategoryNames } from '../ideas/repository';
import { searchIdeas } from '../search/repository';
import { benefitCells, benefitColumnsFor } from './benefit-columns';
import type { Cell } from './csv';
import { ideaHeader, searchHeader, type ExportLang } from './headers';
import { BATCH_ROWS } from './ideas-source';
import type { ExportTable } from './table';

/**
 * The search results as filtered and sorted (GET /search/ideas itself, its visibility rule and
 * facets' filters), a batch of hits at a time; benefit and savings for those who may see them.
 */
export function searchTable(db: Database, caller: Caller, q: Omit<SearchIdeasQuery, 'limit' | 'cursor'>, lang: ExportLang): ExportTable {
  const benefit = benefitColumnsFor(caller);
  async function* batches(): AsyncGenerator<Cell[][]> {
    const german = lang === 'de' ? await germanCategoryNames(db, caller.tenantId) : new Map<string, string>();
    let cursor: string | undefined;
    do {
      const page = await searchIdeas(db, caller, { ...q, limit: BATCH_ROWS, cursor });
      const cells = await benefitCells(db, caller, benefit, page.items.map((h) => h.id));
      if (page.items.length) {
        yield page.items.map((h) => [
          h.id,
          h.title,
          statusName(h.status, lang),
          h.category ? (german.get(h.category.name) ?? h.category.name) : null,
          h.unit?.name,
          h.submitter?.name,
          h.location,
          h.createdAt ? new Date(h.createdAt) : null,
          h.submittedAt ? new Date(h.submittedAt) : null,
          h.likes,
          ...(cells.get(h.id) ?? benefit.map(() => null)),
        ]);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  const headers = [
    ...(['id', 'title', 'status', 'category', 'unit', 'submitter'] as const).map((c) => ideaHeader(c, lang)),
    searchHeader('location', lang),
    ...(['createdAt', 'submittedAt', 'likes', ...benefit] as const).map((c) => ideaHeader(c, lang)),
  ];
  return { headers, batches: batches() };
}
