import { IconBulb, IconPlus, IconSearch } from '@tabler/icons-react';
import { loginPath, useCanCreateIdeas, Link, NavLink, useNavigate, useAuth } from '@idea-portal/platform';
import { TITLE_COLOR, ActionIcon, Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text, useDisclosure } from '@idea-portal/ui';
import { RemoteWidget } from '../../../remotes/RemoteWidget';
import { useShellText } from '../../../shared/use-shell-text';
import { MAIN_LINKS, NEW_IDEA_PATH, SEARCH_PATH, USER_LINKS } from '../nav-links';
import { LanguageSelector } from './LanguageSelector';
import { QuickLinksMenu } from './QuickLinksMenu';
import { UserHoverCard } from './UserHoverCard';
import classes from './AppHeader.module.css';

function HeaderLink({ to, label, onClick, end = true }: { to: string; label: string; onClick?: () => void; end?: boolean }) {
  return (
    <NavLink to={to} end={end} className={classes.link} onClick={onClick}>
      {label}
    </NavLink>
  );
}

/** The portal header: logo, search, new idea, notifications, account, language; a burger drawer on small screens. */
export function AppHeader() {
  const { t } = useShellText();
  const canCreate = useCanCreateIdeas();
  const auth = useAuth();
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  const signedIn = auth.isAuthenticated;

  const mainLinks = MAIN_LINKS.map((l) => ({ ...l, label: t(l.key) }));
  const userLinks = USER_LINKS.map((l) => ({ ...l, label: t(l.key) }));

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.top}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {/* Named by aria-label too: below 576 px the product name is hidden and the logo is all there is. */}
          <Anchor component={Link} to="/" underline="never" className={classes.brand} c={TITLE_COLOR} aria-label={t('productName')}>
            <IconBulb size={26} aria-hidden />
            <Text span fw={800} size="lg" c={TITLE_COLOR} visibleFrom="xs">
              {t('productName')}
            </Text>
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.search')} onClick={() => navigate(SEARCH_PATH)}>
              <IconSearch size={20} />
            </ActionIcon>
            {(!signedIn || canCreate) && (
              <Button component={Link} to={NEW_IDEA_PATH} leftSection={<IconPlus size={16} />} size="sm" visibleFrom="sm">
                {t('nav.newIdea')}
              </Button>
            )}
            {signedIn && <RemoteWidget remote="myPage" module="NotificationBell" />}
            {signedIn && <UserHoverCard />}
            <LanguageSelector />
            {signedIn ? (
              <QuickLinksMenu />
            ) : (
              <Button component={Link} to={loginPath(window.location.pathname)} variant="outline" size="sm" visibleFrom="sm">
                {t('nav.signIn')}
              </Button>
            )}
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="lg" size="sm" aria-label={t('nav.openMenu')} />
          </Group>
        </Group>
      </Container>
      <Box className={classes.navRow} visibleFrom="lg">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group component="nav" aria-label={t('nav.mainNavigation')} gap={4} wrap="nowrap">
              {mainLinks.map((l) => (
                <HeaderLink key={l.to} to={l.to} label={l.label} />
              ))}
            </Group>
            {signedIn && (
              <Group gap={4} wrap="nowrap">
                {userLinks.map((l) => (
                  <Group key={l.to} gap={2} wrap="nowrap">
                    <HeaderLink to={l.to} label={l.label} />
                    {'widget' in l && <RemoteWidget remote="myPage" module={l.widget} />}
                  </Group>
                ))}
              </Group>
            )}
          </Group>
        </Container>
      </Box>

      <Drawer opened={drawerOpened} onClose={drawer.close} title={t('productName')} hiddenFrom="lg" size="xs" padding="md">
        <Stack gap={4} component="nav" aria-label={t('nav.mainNavigation')}>
          {mainLinks.map((l) => (
            <HeaderLink key={l.to} to={l.to} label={l.label} onClick={drawer.close} />
          ))}
          <Divider my="sm" />
          {signedIn ? (
            userLinks.map((l) => <HeaderLink key={l.to} to={l.to} label={l.label} onClick={drawer.close} />)
          ) : (
            <HeaderLink to={loginPath(window.location.pathname)} label={t('nav.signIn')} onClick={drawer.close} />
          )}
          <Button component={Link} to={NEW_IDEA_PATH} leftSection={<IconPlus size={16} />} mt="sm" onClick={drawer.close}>
            {t('nav.newIdea')}
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
