import { useTranslation } from '@idea-portal/platform';

/** The shell's translator (namespace 'shell'). */
export function useShellText() {
  return useTranslation('shell');
}
