import { downloadFile, ideasApi, safeFileName } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** GET /ideas/{id}/export.pdf, saved as "<title>.pdf". */
export const exportIdeaPdf = (idea: { id: string; title: string }) =>
  downloadFile(ideasApi, ideaPath(idea.id, '/export.pdf'), `${safeFileName(idea.title, idea.id)}.pdf`);
