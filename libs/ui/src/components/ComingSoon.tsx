import { Card, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageTitle } from './PageTitle';
import { useUiText } from '../i18n/use-ui-text';

/** Placeholder for a screen a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  const { text } = useUiText();
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <Card withBorder padding="xl" radius="md">
        <Text fw={600} mb={4}>
          <IconTools size={18} style={{ verticalAlign: 'text-bottom', marginRight: 8 }} aria-hidden />
          {text('comingSoon')}
        </Text>
        <Text c="dimmed">{text('comingSoonText')}</Text>
      </Card>
    </div>
  );
}
