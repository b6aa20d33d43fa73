// The contracts' validation texts (en, de), for a chunk of their own: the forms load them with their checks, the idea page when an upload fails.
export { ideaValidationMessage } from '@idea-portal/contracts';
