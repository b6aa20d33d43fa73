/** All texts of the identity pages, English and German. English is the fallback. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

const en = {
  'signIn.pageTitle': 'Sign in',
  'signIn.title': 'Sign in',
  'signIn.subtitle': 'Welcome back! Sign in to the Idea Portal.',
  'signIn.email': 'Email',
  'signIn.emailPlaceholder': 'you@example.com',
  'signIn.password': 'Password',
  'signIn.passwordPlaceholder': 'Your password',
  'signIn.rememberMe': 'Remember me',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in...',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.noAccount': "Don't have an account?",
  'signIn.createAccount': 'Create account',
  'signIn.orContinueWith': 'Or continue with',
  'signIn.microsoft': 'Microsoft',
  'signIn.google': 'Google',
  'signIn.socialNotConfigured': 'Not configured by your administrator',
  'signIn.errorTitle': 'Sign-in failed',
  'error.invalidCredentials': 'Incorrect email or password.',
  'error.accountLocked': 'Too many failed sign-in attempts. Your account is locked for {{minutes}} minutes. Please try again later.',
  'error.accountDisabled': 'This account is disabled. Please contact your administrator.',
  'error.invalidEmail': 'Please enter a valid email address',
  'error.passwordRequired': 'Password is required',
  'error.passwordTooShort': 'Password must be at least 8 characters',
  'error.sessionExpired': 'Your sign-in request has expired. Please go back to the portal and try again.',
  'error.generic': 'An error occurred',
  'error.backToPortal': 'Back to the portal',
  'logout.pageTitle': 'Sign out',
  'logout.title': 'Signing you out...',
  'logout.question': 'Do you want to sign out of the Idea Portal?',
  'logout.confirm': 'Sign out',
  'logout.cancel': 'Stay signed in',
  'logout.doneTitle': 'You are signed out',
  'logout.doneText': 'You have been signed out of the Idea Portal.',
  'logout.signInAgain': 'Sign in again',
  'language.label': 'Language',
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  'signIn.pageTitle': 'Anmelden',
  'signIn.title': 'Anmelden',
  'signIn.subtitle': 'Willkommen zurück! Melden Sie sich beim Ideenportal an.',
  'signIn.email': 'E-Mail',
  'signIn.emailPlaceholder': 'sie@example.com',
  'signIn.password': 'Passwort',
  'signIn.passwordPlaceholder': 'Ihr Passwort',
  'signIn.rememberMe': 'Angemeldet bleiben',
  'signIn.submit': 'Anmelden',
  'signIn.submitting': 'Anmeldung läuft...',
  'signIn.forgotPassword': 'Passwort vergessen?',
  'signIn.noAccount': 'Noch kein Konto?',
  'signIn.createAccount': 'Konto erstellen',
  'signIn.orContinueWith': 'Oder weiter mit',
  'signIn.microsoft': 'Microsoft',
  'signIn.google': 'Google',
  'signIn.socialNotConfigured': 'Von Ihrem Administrator nicht eingerichtet',
  'signIn.errorTitle': 'Anmeldung fehlgeschlagen',
  'error.invalidCredentials': 'E-Mail oder Passwort ist falsch.',
  'error.accountLocked':
    'Zu viele fehlgeschlagene Anmeldeversuche. Ihr Konto ist für {{minutes}} Minuten gesperrt. Bitte versuchen Sie es später erneut.',
  'error.accountDisabled': 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.',
  'error.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'error.passwordRequired': 'Passwort ist erforderlich',
  'error.passwordTooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'error.sessionExpired': 'Ihre Anmeldeanfrage ist abgelaufen. Bitte kehren Sie zum Portal zurück und versuchen Sie es erneut.',
  'error.generic': 'Ein Fehler ist aufgetreten',
  'error.backToPortal': 'Zurück zum Portal',
  'logout.pageTitle': 'Abmelden',
  'logout.title': 'Sie werden abgemeldet...',
  'logout.question': 'Möchten Sie sich vom Ideenportal abmelden?',
  'logout.confirm': 'Abmelden',
  'logout.cancel': 'Angemeldet bleiben',
  'logout.doneTitle': 'Sie sind abgemeldet',
  'logout.doneText': 'Sie wurden vom Ideenportal abgemeldet.',
  'logout.signInAgain': 'Erneut anmelden',
  'language.label': 'Sprache',
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, de };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, vars) => {
    const template = MESSAGES[locale][key] ?? MESSAGES.en[key];
    return vars ? template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : template;
  };
}

/** 'de', 'de-AT', 'de_CH' ... -> de; everything else -> en (the spec's rule). */
export function toLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase();
  if (!t) return undefined;
  return t.startsWith('de') ? 'de' : t.startsWith('en') ? 'en' : undefined;
}

/**
 * Picks the page language: an explicit choice (`lng` parameter), then the authorization
 * request's `ui_locales` (space-separated, first supported wins), then the browser's preferred
 * language from Accept-Language (de* is German, anything else English).
 */
export function pickLocale(input: { lng?: string | null; uiLocales?: string | null; acceptLanguage?: string | null }): Locale {
  const explicit = toLocale(input.lng);
  if (explicit) return explicit;
  for (const tag of (input.uiLocales ?? '').split(/\s+/)) {
    const l = toLocale(tag);
    if (l) return l;
  }
  const ranked = (input.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  // The browser's preferred language decides: de* is German, anything else English.
  return ranked[0] && ranked[0].tag.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
