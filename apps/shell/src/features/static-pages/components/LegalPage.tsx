import { usePageTitle } from '@idea-portal/platform';
import { PageTitle, Stack, Text, Title } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';
import { useShellPagesText } from '../../../i18n/pages';

interface Section {
  title: string;
  body: string;
}

/** /terms and /privacy: static text pages with the spec's sections (en/de). */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t: shellText } = useShellText();
  const { t } = useShellPagesText();
  usePageTitle(shellText(`titles.${page}`));
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <Stack maw={820} gap="lg">
      <div>
        <PageTitle>{t(`${page}.heading`)}</PageTitle>
        <Text size="sm" c="dimmed" mt={-8}>
          {t(`${page}.updated`)}
        </Text>
      </div>
      {Array.isArray(sections) &&
        sections.map((s, i) => (
          <section key={s.title} aria-labelledby={`${page}-section-${i}`}>
            <Title order={2} size="h3" id={`${page}-section-${i}`} mb={6}>
              {i + 1}. {s.title}
            </Title>
            <Text>{s.body}</Text>
          </section>
        ))}
    </Stack>
  );
}
