import { downloadFile, ideasApi, normalizeLanguage, safeFileName } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** GET /ideas/{id}/export.pdf?lang=en|de (the reader's language), saved as "<title>.pdf". */
export const exportIdeaPdf = (idea: { id: string; title: string }, language: string | undefined) =>
  downloadFile(ideasApi, ideaPath(idea.id, `/export.pdf?lang=${normalizeLanguage(language)}`), `${safeFileName(idea.title, idea.id)}.pdf`);
