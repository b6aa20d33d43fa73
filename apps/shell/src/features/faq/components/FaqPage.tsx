import { useState } from 'react';
import { IconHelp, IconMail, IconSearch } from '@tabler/icons-react';
import { getRuntimeConfig, usePageTitle } from '@idea-portal/platform';
import { PageTitle, Accordion, Button, Card, Group, Highlight, Stack, Text, TextInput, Title } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';
import { useShellPagesText } from '../../../i18n/pages';
import { autoExpanded, filterFaq, type FaqItem } from '../faq-filter';
import { supportLinks } from '../support-links';

/** /app/faq: ten entries, search with highlighted matches, answer matches auto-expand. */
export function FaqPage() {
  const { t: shellText, i18n } = useShellText();
  const { t } = useShellPagesText();
  usePageTitle(shellText('titles.faq'));
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState(i18n.language);
  if (openedFor !== i18n.language) {
    setOpenedFor(i18n.language);
    setOpened(autoExpanded(items, query));
  }
  const matches = Array.isArray(items) ? filterFaq(items, query) : [];
  const links = supportLinks(safeSupportUrl(), t('faq.submitSubject'));

  const onSearch = (value: string) => {
    setQuery(value);
    setOpened(value.trim() ? autoExpanded(items, value) : []);
  };

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <PageTitle>{t('faq.heading')}</PageTitle>
        <Text c="dimmed" mt={-8}>
          {t('faq.intro')}
        </Text>
      </div>
      <TextInput
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => onSearch(e.currentTarget.value)}
        type="search"
      />
      {matches.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('faq.noResults')}
        </Text>
      ) : (
        <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="right">
          {matches.map((m) => (
            <Accordion.Item key={m.id} value={m.id}>
              <Accordion.Control>
                <Highlight highlight={query.trim()} fw={600} component="span">
                  {m.q}
                </Highlight>
              </Accordion.Control>
              <Accordion.Panel>
                <Highlight highlight={query.trim()} c="gray.8">
                  {m.a}
                </Highlight>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Card withBorder padding="lg" radius="md" bg="gray.0" component="section" aria-labelledby="faq-still-questions">
        <Group justify="space-between" align="center" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="faq-still-questions">
              {t('faq.stillQuestions')}
            </Title>
            <Text size="sm" c="dimmed" maw={520}>
              {t('faq.stillQuestionsText')}
            </Text>
          </div>
          <Group>
            <Button component="a" href={links.support} target="_blank" rel="noopener noreferrer" leftSection={<IconHelp size={16} />}>
              {t('faq.contactSupport')}
            </Button>
            <Button component="a" href={links.submit} variant="outline" leftSection={<IconMail size={16} />}>
              {t('faq.submitQuestion')}
            </Button>
          </Group>
        </Group>
      </Card>
    </Stack>
  );
}

function safeSupportUrl(): string | undefined {
  try {
    return getRuntimeConfig().env.SUPPORT_URL;
  } catch {
    return undefined;
  }
}
