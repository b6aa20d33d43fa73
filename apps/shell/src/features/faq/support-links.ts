export const DEFAULT_SUPPORT_EMAIL = 'idea-portal-support@example.com';

/**
 * 'Contact support' opens SUPPORT_URL (a service-desk form) or, by default, a mailto;
 * 'Submit a question' is a mailto with a subject, to the support mailbox.
 */
export function supportLinks(supportUrl: string | undefined, subject: string) {
  const url = supportUrl?.trim();
  const mailbox = url?.startsWith('mailto:') ? url.slice('mailto:'.length).split('?')[0] : DEFAULT_SUPPORT_EMAIL;
  return {
    support: url || `mailto:${DEFAULT_SUPPORT_EMAIL}`,
    submit: `mailto:${mailbox}?subject=${encodeURIComponent(subject)}`,
  };
}
