import { Box, Container } from '@idea-portal/ui';
import { Outlet } from '@idea-portal/platform';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { TopProgressBar } from './TopProgressBar';

/** Header, top loading bar, page, footer: for the public pages and the /app area. */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <TopProgressBar />
      <AppHeader />
      <Container component="main" size="xl" py="lg" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <AppFooter />
    </Box>
  );
}
