import type { AdminSection } from '@idea-portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@idea-portal/platform';
import { Box, Button, Group, Menu } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';

/** Each admin page's path segment (relative to the admin base) by the section it is. */
export const SECTION_PATHS = {
  dashboard: '',
  users: 'users',
  organizations: 'organizations',
  categories: 'categories',
  settings: 'settings',
  premiumRules: 'premium-rules',
  payroll: 'payroll-export',
  activity: 'activity',
  ideas: 'ideas',
} as const satisfies Record<AdminSection, string>;
const SECTIONS = Object.keys(SECTION_PATHS) as AdminSection[];

/** The section a path segment opens (undefined: not an admin page, the not-found page answers). */
export function sectionOf(segment: string): AdminSection | undefined {
  return SECTIONS.find((s) => SECTION_PATHS[s] === segment);
}

/**
 * The admin sections the caller may open (an idea manager: premium rules and payroll only): a row
 * of buttons from 992 px (it scrolls sideways if it must, never cutting a label), a menu named by
 * the current section below (seven German labels do not fit a phone).
 */
export function AdminNav({ base, current, allowed }: { base: string; current: AdminSection | undefined; allowed: readonly AdminSection[] }) {
  const { t } = useAdminTranslation();
  const href = (s: AdminSection) => (SECTION_PATHS[s] ? `${base}/${SECTION_PATHS[s]}` : base);
  const label = (s: AdminSection) => t(`nav.${s}`);
  const shown = SECTIONS.filter((s) => allowed.includes(s));
  const here = current ?? shown[0] ?? 'dashboard';
  return (
    <Box component="nav" mb="md" aria-label={t('nav.label')}>
      <Group gap={4} wrap="nowrap" visibleFrom="md" style={{ overflowX: 'auto' }}>
        {shown.map((s) => (
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
            {shown.map((s) => (
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
