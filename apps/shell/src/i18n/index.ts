import { registerTranslations } from '@idea-portal/platform';
import { en } from './en';
import { loadGermanTexts } from './load-german';

export const SHELL_NS = 'shell';

/** Resolves when the texts of the language in use are there. */
export function registerShellTranslations() {
  return registerTranslations(SHELL_NS, { en, de: loadGermanTexts });
}
