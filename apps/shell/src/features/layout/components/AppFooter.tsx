import { Anchor, Box, Container, Group, Text } from '@idea-portal/ui';
import { Link } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';

export function AppFooter() {
  const { t } = useShellText();
  return (
    <Box component="footer" py="md" mt="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Group gap="lg">
            <Anchor component={Link} to="/terms" size="sm" c="dimmed">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
              {t('footer.privacy')}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            {t('footer.poweredBy')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
