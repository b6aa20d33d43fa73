import type { Database } from '@idea-portal/db';
import type { Caller } from '../../auth/caller';
import { forbidden } from '../../errors';
import type { Tx } from '../ideas/access';
import { bonusFunctionsOf } from '../workflow/repository';

/** Who may keep the premium rules: an ADMIN or the idea manager. */
export async function requireRuleEditor(db: Database | Tx, caller: Caller): Promise<void> {
  if (caller.role === 'ADMIN') return;
  if (!(await bonusFunctionsOf(db, caller)).ideaManager) throw forbidden('Only an administrator or the idea manager keeps the premium rules');
}

/** Who may read them: the editors and the works council (it co-determines them). */
export async function requireRuleReader(db: Database | Tx, caller: Caller): Promise<void> {
  if (caller.role === 'ADMIN') return;
  const f = await bonusFunctionsOf(db, caller);
  if (!f.ideaManager && !f.worksCouncil) throw forbidden('Only an administrator, the idea manager or the works council read the premium rules');
}
