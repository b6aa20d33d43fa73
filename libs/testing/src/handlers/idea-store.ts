import { HistoryEntry, Idea } from '@idea-portal/contracts';
import { canDeleteIdea, canEditIdea, canManageIdea, maySeeIdea } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { newId, nowIso, problem } from './http-utils';

/** The signed-in person as the libs/domain rules take them. */
export function caller() {
  const me = mockCurrentUser();
  return { id: me.id, role: me.role, organizationalUnitId: me.organizationalUnit?.id ?? null };
}

/** The idea as the visibility rule of libs/domain reads it (experts and implementer from its case). */
function visibilityOf(idea: Idea) {
  const c = mockDb.workflow[idea.id];
  const others = [...(c?.expertOpinions.map((o) => o.expert.id) ?? []), ...(c?.implementation?.inCharge ? [c.implementation.inCharge.id] : [])];
  return { ...idea, visibleTo: idea.visibleTo ?? [], otherParticipantIds: others };
}

/** Whether the caller sees the idea (libs/domain maySeeIdea, the API's rule). */
export const maySee = (idea: Idea) => maySeeIdea(caller(), visibilityOf(idea));

/** Every idea the caller sees. */
export const visibleIdeas = (): Idea[] => mockDb.ideas.filter(maySee);

/** The idea if the caller sees it; otherwise undefined (answered as 404, like the API). */
export function findIdea(id: unknown): Idea | undefined {
  const idea = mockDb.ideas.find((i) => i.id === id);
  return idea && maySee(idea) ? idea : undefined;
}

export const ideaNotFound = (id: unknown) => problem(404, 'NOT_FOUND', `Idea ${String(id)} not found`);

/** Creators and ADMIN manage attachments and contributors (libs/domain). */
export const mayManage = (idea: Idea) => canManageIdea(caller(), idea);
/** Creators and ADMIN edit while draft / first_assessment (libs/domain). */
export const mayEdit = (idea: Idea) => canEditIdea(caller(), idea);
/** Drafts only, by their submitter or ADMIN (libs/domain). */
export const mayDelete = (idea: Idea) => canDeleteIdea(caller(), idea);

/** The idea as GET /ideas/{id} answers it for the caller. */
export function ideaForCaller(idea: Idea): Idea {
  const me = mockCurrentUser();
  return Idea.parse({
    ...idea,
    categoryId: idea.categoryId ?? mockDb.categories.find((c) => c.name === idea.category)?.id ?? null,
    visibleTo: idea.visibleTo ?? [],
    following: (mockDb.follows[me.id] ?? []).includes(idea.id),
    liked: (mockDb.likes[idea.id] ?? []).includes(me.id),
    commentsCount: mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).length,
  });
}

/** Appends a history entry by the caller. */
export function record(idea: Idea, entityType: HistoryEntry['entityType'], fieldName: string, oldValue: unknown, newValue: unknown) {
  const me = mockCurrentUser();
  const text = (v: unknown) => (v === null || v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v));
  mockDb.history.push(
    HistoryEntry.parse({
      id: newId('h'),
      ideaId: idea.id,
      entityType,
      fieldName,
      oldValue: text(oldValue),
      newValue: text(newValue),
      createdAt: nowIso(),
      actorName: fullName(me),
      actorPicture: me.picture,
    }),
  );
}

/** A write to the idea: new version, new updatedAt. */
export function touch(idea: Idea) {
  idea.version += 1;
  idea.updatedAt = nowIso();
}
