import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Card, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconBulb,
  IconHierarchy2,
  IconRocket,
  IconSearch,
  IconStar,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle, paths } from '@idea-portal/platform';
import { PageTitle } from '@idea-portal/ui';
import { ideasSearchHref, useFavoriteSearches } from '../hooks/favorite-searches';
import { useSearchTranslation } from '../../../i18n';

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

/** /app/search: the search pool (Search, Improve, Master Data) with a quick idea search. */
export function SearchPoolPage() {
  const { t } = useSearchTranslation();
  usePageTitle(t('pool.title'));
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { favorites, add, remove } = useFavoriteSearches();
  const submit = () => {
    if (query.trim()) navigate(ideasSearchHref(query));
  };
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
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              type="search"
              w={{ base: '100%', sm: 420 }}
            />
            <Button type="submit">{t('pool.searchButton')}</Button>
            <Tooltip label={t('pool.saveFavorite')}>
              <ActionIcon variant="light" size="lg" aria-label={t('pool.saveFavorite')} onClick={() => add(query)} disabled={!query.trim()}>
                <IconStar size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </form>
      </div>
      <Section id="pool-search" title={t('pool.sections.search')}>
        <PoolCard to={paths.app.ideas.getHref()} title={t('pool.cards.ideasSearch')} text={t('pool.cards.ideasSearchText')} icon={<IconBulb size={22} />} />
        <PoolCard title={t('pool.cards.favoriteSearches')} text={t('pool.cards.favoriteSearchesText')} icon={<IconStar size={22} />}>
          {favorites.length === 0 ? (
            <Text size="xs" c="dimmed" mt={6}>
              {t('pool.favoritesEmpty')}
            </Text>
          ) : (
            <Stack gap={2} mt={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {favorites.map((f) => (
                <Group key={f} component="li" gap={4} wrap="nowrap" justify="space-between">
                  <Anchor component={Link} to={ideasSearchHref(f)} size="sm" truncate>
                    {f}
                  </Anchor>
                  <CloseButton size="sm" aria-label={t('pool.removeFavorite', { query: f })} onClick={() => remove(f)} />
                </Group>
              ))}
            </Stack>
          )}
        </PoolCard>
      </Section>
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
