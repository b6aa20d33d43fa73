import { http, HttpResponse, type AnyHandler } from 'msw';
import { mockDb } from '../mock-db';
import { minimalPdf } from '../fixtures/pdf';
import type { UrlOf } from './http-utils';
import { findIdea, ideaNotFound } from './idea-store';

/** GET /ideas/{id}/export.pdf: title, status, description and comments on one page. */
export function createPdfExportHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/export.pdf'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const comments = mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).map((c) => `${c.authorName}: ${c.text}`);
      const bytes = minimalPdf([idea.title, `Status: ${idea.status}`, idea.description.slice(0, 90), ...comments.slice(0, 20)]);
      return new HttpResponse(bytes as unknown as BodyInit, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${idea.id}.pdf"` },
      });
    }),
  ];
}
