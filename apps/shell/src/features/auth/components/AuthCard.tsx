import type { ReactNode } from 'react';
import { TITLE_COLOR, Card, Center, Stack, Title } from '@idea-portal/ui';

/** The small centred card of the auth pages. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Center mih="70vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="md" w="100%" maw={440}>
        <Stack gap="md">
          <Title order={2} c={TITLE_COLOR} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
