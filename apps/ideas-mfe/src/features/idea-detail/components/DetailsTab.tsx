import { Badge, Card, Grid, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Idea } from '@idea-portal/contracts';
import { StatusBadge, UserAvatar, formatDate } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right">
        {children}
      </Text>
    </Group>
  );
}

export function DetailsTab({ idea }: { idea: Idea }) {
  const { t, i18n } = useIdeasTranslation();
  const lng = i18n.language;
  return (
    <Stack gap="md">
      {idea.bannerImage && (
        <Image src={idea.bannerImage} alt={t('detail.bannerAlt', { title: idea.title })} radius="md" h={180} fit="cover" />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-problem">
              <Title order={3} size="h4" id="idea-problem" mb="xs">
                {t('detail.problem')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{idea.description}</Text>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-solution">
              <Title order={3} size="h4" id="idea-solution" mb="xs">
                {t('detail.solution')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{idea.solution}</Text>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-attachments">
              <Title order={3} size="h4" id="idea-attachments" mb="xs">
                {t('detail.attachments')}
              </Title>
              {idea.attachments.length === 0 ? (
                <Text c="dimmed">{t('detail.noAttachments')}</Text>
              ) : (
                <List spacing="xs" icon={<IconPaperclip size={16} aria-hidden />}>
                  {idea.attachments.map((a) => (
                    <List.Item key={a.id}>
                      <Text span fw={500}>
                        {a.fileName}
                      </Text>{' '}
                      <Text span size="sm" c="dimmed">
                        ({a.size === null ? t('detail.sizeUnknown') : formatSize(a.size)})
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-contributors">
              <Title order={3} size="h4" id="idea-contributors" mb="xs">
                {t('detail.contributors')}
              </Title>
              {idea.contributors.length === 0 ? (
                <Text c="dimmed">{t('detail.noContributors')}</Text>
              ) : (
                <Group gap="md">
                  {idea.contributors.map((c) => (
                    <Group key={c.id} gap="xs">
                      <UserAvatar name={c.name} picture={c.picture} size="sm" />
                      <Text size="sm">{c.name}</Text>
                    </Group>
                  ))}
                </Group>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="idea-facts">
            <Title order={3} size="h4" id="idea-facts" mb="sm">
              {t('detail.facts')}
            </Title>
            <Stack gap="xs">
              <Fact label={t('detail.status')}>
                <StatusBadge status={idea.status} />
              </Fact>
              <Fact label={t('detail.category')}>{idea.category ?? t('common.noCategory')}</Fact>
              <Fact label={t('detail.location')}>{idea.location ?? t('detail.noLocation')}</Fact>
              <Fact label={t('detail.submitted')}>
                {idea.submittedAt ? formatDate(idea.submittedAt, lng) : t('detail.notSubmitted')}
              </Fact>
              <Fact label={t('detail.lastUpdated')}>{formatDate(idea.updatedAt, lng)}</Fact>
              <Fact label={t('detail.views')}>{idea.views}</Fact>
              <Fact label={t('detail.likes')}>{idea.likes}</Fact>
              {idea.tags.length > 0 && (
                <Fact label={t('detail.tags')}>
                  <Group gap={4} justify="flex-end">
                    {idea.tags.map((tag) => (
                      <Badge key={tag} variant="outline" color="gray" size="sm">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Fact>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
