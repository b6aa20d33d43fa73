import { DuplicateInput, DuplicateLinks, Id, IdeaWorkflow, type IdeaStatus, type LinkedIdea } from '@idea-portal/contracts';
import { checkDuplicateLink } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaDuplicates, ideas } from '../../db/schema';
import { HttpError } from '../../errors';
import { loadVisibleIdea } from '../ideas/load-and-require';
import { recordHistory } from '../ideas/write-kernel';
import { visibleTo } from '../ideas/visibility';
import { performAction } from '../workflow/perform';

const params = z.object({ id: Id });

const DUPLICATE_MESSAGES = {
  DUPLICATE_OF_ITSELF: 'An idea cannot duplicate itself',
  DUPLICATE_NOT_EARLIER: 'The other idea was not submitted before this one; only an earlier submission has priority',
} as const;

const linkedIdea = { id: ideas.id, title: ideas.title, status: ideas.status, submittedAt: ideas.submittedAt };
const toLinked = (r: { id: string; title: string; status: string; submittedAt: Date | null }): LinkedIdea => ({
  id: r.id,
  title: r.title,
  status: r.status as IdeaStatus,
  submittedAt: r.submittedAt ? r.submittedAt.toISOString() : null,
});

/** The duplicate links of an idea as the caller may see them (linked ideas they may not see are left out). */
export async function duplicateLinksOf(db: Database, caller: Caller, ideaId: string): Promise<DuplicateLinks> {
  const [[earlier], later] = await Promise.all([
    db
      .select({ ...linkedIdea, note: ideaDuplicates.note })
      .from(ideaDuplicates)
      .innerJoin(ideas, eq(ideas.id, ideaDuplicates.earlierIdeaId))
      .where(and(eq(ideaDuplicates.ideaId, ideaId), visibleTo(caller))),
    db
      .select(linkedIdea)
      .from(ideaDuplicates)
      .innerJoin(ideas, eq(ideas.id, ideaDuplicates.ideaId))
      .where(and(eq(ideaDuplicates.earlierIdeaId, ideaId), visibleTo(caller)))
      .orderBy(asc(ideas.submittedAt), asc(ideas.id)),
  ]);
  return { duplicateOf: earlier ? toLinked(earlier) : null, note: earlier?.note ?? null, duplicates: later.map(toLinked) };
}

/** Priority: linking a later idea as a duplicate of an earlier submission (markDuplicate), and reading the links. */
export function duplicateRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/:id/duplicate-links',
      {
        schema: {
          tags: ['ideas'],
          description: 'The earlier idea this one duplicates (it has priority) and the later ideas that duplicate this one, as far as the caller may see them.',
          params,
          response: { 200: DuplicateLinks },
        },
      },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        return duplicateLinksOf(db, request.caller, idea.id);
      },
    );

    app.post(
      '/ideas/:id/duplicate',
      {
        schema: {
          tags: ['workflow: first assessment'],
          description:
            "markDuplicate (first_assessment or review, EVALUATORS): links the idea to the earlier submission it duplicates and closes it (rejected, reason 'duplicate'); " +
            'both ideas show the link. 400 DUPLICATE_NOT_EARLIER when the other idea was not submitted before this one, DUPLICATE_OF_ITSELF; 404 NOT_FOUND for an ' +
            'idea the caller cannot see (another tenant\'s); 403 FORBIDDEN / CONFLICT_OF_INTEREST, 409 INVALID_TRANSITION / VERSION_CONFLICT as every workflow step.',
          params,
          body: DuplicateInput,
          response: { 200: IdeaWorkflow },
        },
      },
      async (request) => {
        const { earlierIdeaId, note, version } = request.body;
        return performAction(db, request.caller, request.params.id, {
          action: 'markDuplicate',
          version,
          apply: async ({ tx, idea, caller }) => {
            const earlier = await loadVisibleIdea(tx, caller, earlierIdeaId);
            const check = checkDuplicateLink(idea, earlier);
            if (!check.ok) throw new HttpError(check.code, DUPLICATE_MESSAGES[check.code], [{ path: 'body.earlierIdeaId', message: check.code }]);
            await tx.insert(ideaDuplicates).values({ ideaId: idea.id, earlierIdeaId: earlier.id, tenantId: idea.tenantId, note: note ?? null, linkedBy: caller.id });
            // The earlier idea's history tells of the later one (its version is not bumped: nothing of it changed).
            await recordHistory(tx, caller, earlier, [{ entityType: 'idea', fieldName: 'duplicateLinked', oldValue: null, newValue: idea.id }]);
            return [{ entityType: 'idea', fieldName: 'duplicateOf', oldValue: null, newValue: earlier.id }];
          },
        });
      },
    );
  };
}
