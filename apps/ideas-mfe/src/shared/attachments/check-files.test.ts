import { ideaValidationMessage } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';
import { describe, expect, it } from 'vitest';
import { uploadErrorReason } from './check-files';

describe('why an upload failed, in the reader\'s language', () => {
  it('says the file storage is down (503 STORAGE_UNAVAILABLE) and that a damaged upload may be sent again (400 malformed multipart)', () => {
    const down = new ApiRequestError(503, 'STORAGE_UNAVAILABLE', 'x');
    expect(uploadErrorReason(ideaValidationMessage, down, 'en', 'generic')).toBe('The file storage is not available right now; please try again in a moment');
    expect(uploadErrorReason(ideaValidationMessage, down, 'de', 'generic')).toBe('Der Dateispeicher ist gerade nicht erreichbar; bitte versuchen Sie es gleich noch einmal');
    const damaged = new ApiRequestError(400, 'VALIDATION_FAILED', 'x', [{ path: 'body', message: 'validation.malformedMultipart' }]);
    expect(uploadErrorReason(ideaValidationMessage, damaged, 'en', 'generic')).toBe('The upload arrived incomplete or damaged; please try again');
    expect(uploadErrorReason(ideaValidationMessage, new ApiRequestError(500, 'INTERNAL', 'x'), 'en', 'generic')).toBe('generic');
  });
});
