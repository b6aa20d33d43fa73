/** The auth error catalogue: stable codes with their messages. */
export const AUTH_ERROR_MESSAGES = {
  USER_FETCH_ERROR: 'Failed to fetch user data from API',
  NO_SESSION: 'No active session found',
  ATTRIBUTE_FETCH_ERROR: 'Failed to get user attributes',
  MISSING_USER_ID: 'User ID not found in attributes',
  USER_DATA_ERROR: 'Failed to get user data',
  INCOMPLETE_TOKEN_RESPONSE: 'Missing required tokens in response',
  TOKEN_EXCHANGE_ERROR: 'Failed to exchange code for tokens',
  NO_AUTH_CODE: 'No authorization code received',
  INVALID_GRANT: 'Authorization code is invalid or has expired. Please try logging in again.',
  PROVIDER_ERROR: 'The identity provider returned an error',
  NOT_AUTHENTICATED: 'User is not authenticated',
  SESSION_INVALID: 'Session is invalid',
  NETWORK_ERROR: 'Network error',
  REGISTRATION_NOT_IMPLEMENTED: 'Registration not implemented',
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export class AuthError extends Error {
  constructor(
    public readonly code: AuthErrorCode,
    message: string = AUTH_ERROR_MESSAGES[code],
    public readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
