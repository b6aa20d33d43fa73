import { Card, Center, List, Stack, Text, Title } from '@idea-portal/ui';
import { useTranslation } from '@idea-portal/platform';

/** Startup fails with 'Invalid env provided', listing each missing or invalid variable. */
export function InvalidEnvPage({ variables }: { variables: { name: string; message: string }[] }) {
  const { t } = useTranslation('shell', { useSuspense: false });
  return (
    <Center mih="100vh" p="md" role="alert">
      <Card withBorder shadow="sm" padding="xl" maw={640} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h2" c="red.7">
            Invalid env provided
          </Title>
          <Text>{t('errors.invalidEnvText', 'The portal cannot start because these settings are missing or invalid:')}</Text>
          <List spacing={4}>
            {variables.map((v) => (
              <List.Item key={`${v.name}:${v.message}`}>
                <Text span ff="monospace" fw={600}>
                  {v.name}
                </Text>
                : {v.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
    </Center>
  );
}
