import { http, HttpResponse, type AnyHandler } from 'msw';
import { ATTACHMENT_TYPES, IDEA_LIMITS, type Attachment } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import { minimalPdf } from '../fixtures/pdf';
import { newId, nowIso, problem, type UrlOf } from './http-utils';
import { uploadedFiles } from './multipart';
import { findIdea, ideaNotFound, mayManage, record, touch } from './idea-store';

const PLACEHOLDER_IMAGE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fde4f2"/><circle cx="320" cy="200" r="120" fill="#ec008c"/><text x="320" y="215" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">photo</text></svg>',
);

/** The stored bytes, or for fixture attachments a placeholder image / one-page PDF. */
function fileFor(attachment: Attachment) {
  const stored = mockDb.files[attachment.id];
  if (stored) return stored;
  if (attachment.contentType.startsWith('image/')) return { type: 'image/svg+xml', bytes: PLACEHOLDER_IMAGE };
  return { type: attachment.contentType, bytes: minimalPdf([attachment.fileName]) };
}

/** The content type the API allows for the file's extension, or undefined. */
const typeOf = (name: string) => {
  const ext = name.toLowerCase().slice(name.lastIndexOf('.'));
  return (Object.entries(ATTACHMENT_TYPES) as [string, readonly string[]][]).find(([, exts]) => exts.includes(ext))?.[0];
};

/**
 * Uploads go through XMLHttpRequest (for the progress), which in jsdom, as in a browser posting
 * to another origin, asks first (preflight) and reads the answer only with these headers; the
 * API answers the same way with its CORS settings.
 */
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };
const withCors = (response: Response) => {
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
};

/** POST /ideas/{id}/attachments as the API checks it. */
async function upload({ params, request }: { params: Record<string, string | readonly string[] | undefined>; request: Request }) {
  const idea = findIdea(params.id);
  if (!idea) return ideaNotFound(params.id);
  if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may upload attachments');
  const files = await uploadedFiles(request, 'files');
  if (files.length === 0) return problem(400, 'VALIDATION_FAILED', 'No files');
  if (files.length > IDEA_LIMITS.attachmentsPerRequest) return problem(413, 'PAYLOAD_TOO_LARGE', 'validation.tooManyFiles');
  if (files.some((f) => f.size > IDEA_LIMITS.attachmentMaxBytes)) return problem(413, 'PAYLOAD_TOO_LARGE', 'Each file must be at most 10 MB');
  const bad = files.find((f) => !typeOf(f.name));
  if (bad) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', `${bad.name}: this file type is not allowed`);
  const created: Attachment[] = [];
  for (const f of files) {
    const attachment: Attachment = {
      id: newId('att'),
      index: idea.attachments.length,
      fileName: f.name,
      contentType: typeOf(f.name)!,
      size: f.size,
      uploadedAt: nowIso(),
    };
    mockDb.files[attachment.id] = { type: attachment.contentType, bytes: f.bytes };
    idea.attachments.push(attachment);
    created.push(attachment);
    record(idea, 'attachment', 'attachment', null, f.name);
  }
  touch(idea);
  return HttpResponse.json(created, { status: 201 });
}

/** Attachments: upload (multipart `files`, the API's limits and codes), download or show inline, delete. */
export function createAttachmentHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.options(u('/ideas/:id/attachments'), () => new HttpResponse(null, { status: 204, headers: CORS })),
    http.post(u('/ideas/:id/attachments'), async (info) => withCors(await upload(info))),
    http.get(u('/ideas/:id/attachments/:attachmentId'), ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const a = idea.attachments.find((x) => x.id === params.attachmentId);
      if (!a) return problem(404, 'NOT_FOUND', 'Attachment not found');
      const file = fileFor(a);
      const inline = new URL(request.url).searchParams.get('inline') === '1';
      return new HttpResponse(file.bytes as unknown as BodyInit, {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${a.fileName.replace(/"/g, '')}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
    http.delete(u('/ideas/:id/attachments/:attachmentId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may delete attachments');
      const a = idea.attachments.find((x) => x.id === params.attachmentId);
      if (!a) return problem(404, 'NOT_FOUND', 'Attachment not found');
      idea.attachments = idea.attachments.filter((x) => x !== a);
      record(idea, 'attachment', 'attachment', a.fileName, null);
      touch(idea);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
