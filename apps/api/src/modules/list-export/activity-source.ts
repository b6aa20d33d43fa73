import type { Database } from '@idea-portal/db';
import type { Caller } from '../../auth/caller';
import { activityAfter } from '../admin/activity';
import type { Cell } from './csv';
import { headersOf, type ExportLang } from './headers';
import { BATCH_ROWS } from './ideas-source';
import type { ExportTable } from './table';

const COLUMNS = ['createdAt', 'actor', 'subject', 'entityType', 'fieldName', 'oldValue', 'newValue'] as const;

/** The tenant's activity log (GET /admin/activity's entries, its visibility rule), newest first, by keyset a batch at a time. */
export function activityTable(db: Database, caller: Caller, lang: ExportLang): ExportTable {
  async function* batches(): AsyncGenerator<Cell[][]> {
    let position: { at: string; id: string } | null = null;
    do {
      const { entries, next } = await activityAfter(db, caller, position, BATCH_ROWS);
      if (entries.length) {
        yield entries.map((e) => [new Date(e.createdAt), e.actorName, e.ideaTitle ?? e.subjectName, e.entityType, e.fieldName, e.oldValue, e.newValue]);
      }
      position = next;
    } while (position);
  }
  return { headers: headersOf('activity', COLUMNS, lang), batches: batches() };
}
