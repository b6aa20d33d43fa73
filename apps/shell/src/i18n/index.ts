import { registerTranslations } from '@idea-portal/platform';
import { en } from './en';
import { de } from './de';

export const SHELL_NS = 'shell';

export function registerShellTranslations() {
  registerTranslations(SHELL_NS, { en, de });
}
