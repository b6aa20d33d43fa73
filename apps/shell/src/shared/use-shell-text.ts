import { useTranslation } from 'react-i18next';

/** The shell's translator (namespace 'shell'). */
export function useShellText() {
  return useTranslation('shell');
}
