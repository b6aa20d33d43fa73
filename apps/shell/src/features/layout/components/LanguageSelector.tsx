import { Button, Menu } from '@idea-portal/ui';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { normalizeLanguage, type Language } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';

const LANGUAGES: { code: Language; key: 'nav.english' | 'nav.german' }[] = [
  { code: 'en', key: 'nav.english' },
  { code: 'de', key: 'nav.german' },
];

/**
 * English / Deutsch; i18next caches the choice in localStorage under i18nextLng. The button's
 * name contains what it shows ("Language: EN"), so speech input can say what is seen.
 */
export function LanguageSelector() {
  const { t, i18n } = useShellText();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconLanguage size={16} />} aria-label={`${t('nav.language')}: ${current.toUpperCase()}`}>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            onClick={() => void i18n.changeLanguage(l.code)}
            rightSection={current === l.code ? <IconCheck size={14} /> : null}
          >
            {t(l.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
