import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@idea-portal/platform';
import { Box, Button, Group, Menu } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';

const SECTIONS = ['', 'users', 'organizations', 'categories', 'settings', 'premium-rules', 'payroll-export', 'activity', 'ideas'] as const;
const LABELS = { '': 'dashboard', users: 'users', organizations: 'organizations', categories: 'categories', settings: 'settings', 'premium-rules': 'premiumRules', 'payroll-export': 'payroll', activity: 'activity', ideas: 'ideas' } as const;
type Section = (typeof SECTIONS)[number];

/**
 * The admin sections: a row of buttons from 992 px (it scrolls sideways if it must, never cutting
 * a label), a menu named by the current section below (seven German labels do not fit a phone).
 */
export function AdminNav({ base, current }: { base: string; current: string }) {
  const { t } = useAdminTranslation();
  const href = (s: Section) => (s ? `${base}/${s}` : base);
  const label = (s: Section) => t(`nav.${LABELS[s]}`);
  const here = SECTIONS.find((s) => s === current) ?? '';
  return (
    <Box component="nav" mb="md" aria-label={t('nav.label')}>
      <Group gap={4} wrap="nowrap" visibleFrom="md" style={{ overflowX: 'auto' }}>
        {SECTIONS.map((s) => (
          <Button
            key={s}
            component={Link}
            to={href(s)}
            variant={current === s ? 'light' : 'subtle'}
            color={current === s ? undefined : 'gray'}
            size="compact-md"
            style={{ flexShrink: 0 }}
            aria-current={current === s ? 'page' : undefined}
          >
            {label(s)}
          </Button>
        ))}
      </Group>
      <Box hiddenFrom="md">
        <Menu position="bottom-start" width={240}>
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden />}>
              {`${t('nav.label')}: ${label(here)}`}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SECTIONS.map((s) => (
              <Menu.Item key={s} component={Link} to={href(s)} aria-current={current === s ? 'page' : undefined} fw={current === s ? 700 : undefined}>
                {label(s)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </Box>
  );
}
