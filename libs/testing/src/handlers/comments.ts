import { http, HttpResponse, type AnyHandler } from 'msw';
import { Comment, CommentInput, CommentListResponse } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import type { StoredComment } from '../fixtures/idea-writes';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound, record } from './idea-store';

/** The idea's comments as a tree (replies under their parent), oldest first. */
function commentTree(ideaId: string): Comment[] {
  const all = mockDb.comments.filter((c) => c.ideaId === ideaId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const build = (parentId: string | null): Comment[] => all.filter((c) => c.parentId === parentId).map((c) => ({ ...c, replies: build(c.id) }));
  return build(null);
}

/** Comments: read the tree, post (or reply), delete (author or ADMIN; the entry stays as "deleted"). */
export function createCommentHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/comments'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const comments = commentTree(idea.id);
      return HttpResponse.json(CommentListResponse.parse({ comments, total: mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).length }));
    }),
    http.post(u('/ideas/:id/comments'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const parsed = CommentInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const parentId = parsed.data.parentId ?? null;
      if (parentId && !mockDb.comments.some((c) => c.id === parentId && c.ideaId === idea.id)) {
        return problem(404, 'NOT_FOUND', 'Comment not found');
      }
      const me = mockCurrentUser();
      const stored: StoredComment = {
        id: newId('c'),
        ideaId: idea.id,
        parentId,
        text: parsed.data.text,
        authorId: me.id,
        authorName: fullName(me),
        authorPicture: me.picture,
        createdAt: nowIso(),
        deleted: false,
      };
      mockDb.comments.push(stored);
      record(idea, 'comment', parentId ? 'reply' : 'comment', null, stored.text);
      return HttpResponse.json(Comment.parse({ ...stored, replies: [] }), { status: 201 });
    }),
    http.delete(u('/ideas/:id/comments/:commentId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const c = mockDb.comments.find((x) => x.id === params.commentId && x.ideaId === idea.id && !x.deleted);
      if (!c) return problem(404, 'NOT_FOUND', 'Comment not found');
      const me = mockCurrentUser();
      if (c.authorId !== me.id && me.role !== 'ADMIN') return problem(403, 'FORBIDDEN', 'Only the author or an admin may delete');
      // As the API: who removed it and when, never its text; the entry of its writing forgets the text.
      const written = mockDb.history.find((h) => h.ideaId === idea.id && (h.fieldName === 'comment' || h.fieldName === 'reply') && h.oldValue === null && h.newValue === c.text);
      if (written) Object.assign(written, { fieldName: written.fieldName === 'reply' ? 'replyAdded' : 'commentAdded', newValue: null });
      record(idea, 'comment', c.parentId ? 'replyRemoved' : 'commentRemoved', null, null);
      Object.assign(c, { deleted: true, text: '', authorId: null, authorName: null, authorPicture: null });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
