import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  IconBuildingSkyscraper,
  IconBulb,
  IconHierarchy2,
  IconRocket,
  IconSearch,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SearchQuery } from '@idea-portal/contracts';
import { usePageTitle, paths, Link, useSearchParams } from '@idea-portal/platform';
import { PageTitle, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@idea-portal/ui';
import { SaveSearchButton } from '../../features/saved-searches/components/SaveSearchButton';
import { SavedSearchList } from '../../features/saved-searches/components/SavedSearchList';
import { useDropLegacyFavorites } from '../../features/saved-searches/hooks/drop-legacy-favorites';
import { IdeaSearchResults } from '../../features/idea-search/components/IdeaSearchResults';
import { hasSearchState, queryFromParams } from '../../shared/lib/url-state';
import { searchQueryString } from '@idea-portal/contracts';
import { useSearchTranslation } from '../../i18n';

function PoolCard({ to, title, text, icon, children }: { to?: string; title: string; text: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          {to ? (
            <Anchor component={Link} to={to} fw={700}>
              {title}
            </Anchor>
          ) : (
            <Text fw={700}>{title}</Text>
          )}
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {children}
        </div>
      </Group>
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {children}
      </SimpleGrid>
    </section>
  );
}

/** Waiting time after the last keystroke before the search runs (results follow the typing). */
const TYPING_DELAY_MS = 300;

/**
 * /app/search: the idea search (text, facets, sort, results; the state lives in the URL so it can
 * be shared and saved) above the search pool (Improve, Master Data) and the saved searches.
 */
export function SearchPoolPage() {
  const { t } = useSearchTranslation();
  usePageTitle(t('pool.title'));
  const [params, setParams] = useSearchParams();
  const state = queryFromParams(params);
  const [text, setText] = useState(state.q ?? '');
  useDropLegacyFavorites();
  // The texts this page wrote to the URL that it does not show yet. On a busy machine one can land
  // after more typing: the box keeps what was typed since (the search follows it after the pause).
  const written = useRef(new Set<string>());
  const apply = (next: SearchQuery) => {
    written.current.add(next.q ?? '');
    setParams(new URLSearchParams(searchQueryString(next)), { replace: true });
  };
  // The URL changed from outside (back, a saved search): show its text.
  const urlText = state.q ?? '';
  const lastUrlText = useRef(urlText);
  useEffect(() => {
    if (urlText !== lastUrlText.current) {
      if (written.current.has(urlText)) written.current.delete(urlText);
      else {
        written.current.clear();
        setText(urlText);
      }
    }
    lastUrlText.current = urlText;
  }, [urlText]);
  // Search as you type, after a short pause.
  useEffect(() => {
    if (text.trim() === urlText) return;
    const timer = setTimeout(() => apply({ ...state, q: text.trim() || undefined }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  });
  const submit = () => apply({ ...state, q: text.trim() || undefined });
  const query: SearchQuery = { ...state, q: text.trim() || undefined };
  const searching = hasSearchState(state);
  return (
    <Stack gap="xl">
      <div>
        <PageTitle>{t('pool.title')}</PageTitle>
        <Text c="dimmed" mb="md">
          {t('pool.intro')}
        </Text>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('pool.quickSearch')}
              placeholder={t('pool.quickSearchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              type="search"
              w={{ base: '100%', sm: 420 }}
            />
            <Button type="submit">{t('pool.searchButton')}</Button>
            <SaveSearchButton query={query} disabled={!hasSearchState(query)} />
          </Group>
        </form>
      </div>
      {searching && (
        <section aria-label={t('ideaSearch.results')}>
          <IdeaSearchResults query={state} onChange={apply} />
        </section>
      )}
      <Section id="pool-search" title={t('pool.sections.search')}>
        <PoolCard to="/app/search?sort=date" title={t('pool.cards.ideasSearch')} text={t('pool.cards.ideasSearchText')} icon={<IconBulb size={22} />} />
      </Section>
      <section aria-labelledby="pool-saved">
        <Title order={2} size="h3" id="pool-saved" mb={4}>
          {t('saved.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('saved.intro')}
        </Text>
        <SavedSearchList />
      </section>
      <Section id="pool-improve" title={t('pool.sections.improve')}>
        <PoolCard
          to={paths.app.ideas.getHref({ status: 'implementation' })}
          title={t('pool.cards.implementationTracking')}
          text={t('pool.cards.implementationTrackingText')}
          icon={<IconRocket size={22} />}
        />
      </Section>
      <Section id="pool-master-data" title={t('pool.sections.masterData')}>
        <PoolCard to={paths.app.users.getHref()} title={t('pool.cards.user')} text={t('pool.cards.userText')} icon={<IconUser size={22} />} />
        <PoolCard to={paths.app.tenants.getHref()} title={t('pool.cards.tenants')} text={t('pool.cards.tenantsText')} icon={<IconBuildingSkyscraper size={22} />} />
        <PoolCard
          to={paths.app.organizationUnits.getHref()}
          title={t('pool.cards.organizationalUnits')}
          text={t('pool.cards.organizationalUnitsText')}
          icon={<IconHierarchy2 size={22} />}
        />
        <PoolCard to={paths.app.accounts.getHref()} title={t('pool.cards.group')} text={t('pool.cards.groupText')} icon={<IconUsersGroup size={22} />} />
      </Section>
    </Stack>
  );
}
