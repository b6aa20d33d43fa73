import { useState } from 'react';
import { AbsenceInput, type Absence, type UserProfile } from '@idea-portal/contracts';
import { ApiRequestError, useQuery } from '@idea-portal/platform';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Group,
  LoadingState,
  Stack,
  Text,
  TextInput,
  Title,
  UserAvatar,
  formatDate,
  notifyError,
  notifySuccess,
  useDebouncedValue,
} from '@idea-portal/ui';
import { IconSearch } from '@tabler/icons-react';
import { searchPeople, useAbsence, useAbsenceChange } from '../api/absence';
import { useMyPageTranslation } from '../../../i18n';

type Person = { id: string; name: string; email: string };
type Errors = Partial<Record<'from' | 'to' | 'deputyId', string>>;

const toPerson = (u: UserProfile): Person => ({ id: u.id, name: `${u.givenName} ${u.familyName}`.trim(), email: u.email });

/** Absence: from, to and a deputy who takes one's tasks meanwhile (PUT /users/me/absence); ending it asks first. */
export function AbsenceCard({ me }: { me: UserProfile }) {
  const { t, i18n } = useMyPageTranslation();
  const absence = useAbsence();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="absence-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="absence-title">
          {t('absence.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('absence.intro')}
        </Text>
        {absence.isPending ? (
          <LoadingState label={t('absence.loading')} />
        ) : absence.isError ? (
          <ErrorState message={t('absence.loadError')} onRetry={() => void absence.refetch()} />
        ) : (
          <AbsenceForm key={absence.data.absence ? `${absence.data.absence.from}:${absence.data.absence.deputy.id}` : 'none'} me={me} current={absence.data.absence} lang={i18n.language} />
        )}
      </Stack>
    </Card>
  );
}

function AbsenceForm({ me, current, lang }: { me: UserProfile; current: Absence | null; lang: string }) {
  const { t } = useMyPageTranslation();
  const { save, clear } = useAbsenceChange();
  const [from, setFrom] = useState(current?.from ?? '');
  const [to, setTo] = useState(current?.to ?? '');
  const [deputy, setDeputy] = useState<Person | null>(current?.deputy ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = AbsenceInput.safeParse({ from, to, deputyId: deputy?.id ?? '' });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= t(issue.message);
    if (deputy?.id === me.id) found.deputyId = t('absence.deputyIsSelf');
    setErrors(found);
    if (!parsed.success || found.deputyId) return;
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(t('absence.savedText'), t('absence.saved')),
      onError: (error) => {
        const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
        setErrors(Object.fromEntries(details.map((d) => [d.path.replace(/^body\./, ''), t(d.message)])));
        notifyError(t('absence.saveFailedText'), t('absence.saveFailed'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('absence.title')}>
      <Stack gap="sm">
        {current && (
          <Alert color={current.activeToday ? 'grape' : 'blue'} variant="light" data-testid="absence-status">
            {t(current.activeToday ? 'absence.activeNow' : 'absence.planned', { from: formatDate(current.from, lang), to: formatDate(current.to, lang), name: current.deputy.name })}
            {current.setBy && current.setBy.id !== me.id ? ` ${t('absence.setBy', { name: current.setBy.name })}` : ''}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput type="date" label={t('absence.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from} required />
          <TextInput type="date" label={t('absence.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} error={errors.to} required />
        </Group>
        <DeputyPicker me={me} value={deputy} onChange={setDeputy} error={errors.deputyId} />
        <Group justify="flex-end" gap="sm">
          {current && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('absence.clear')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('absence.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('absence.clearTitle')}
        message={t('absence.clearText')}
        confirmLabel={t('absence.clearConfirm')}
        loading={clear.isPending}
        error={clear.isError ? t('absence.saveFailedText') : null}
        onCancel={() => {
          clear.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t('absence.clearedText'), t('absence.cleared'));
            },
          })
        }
      />
    </form>
  );
}

/** The deputy: the chosen person, and a search of the tenant's people (type two letters, pick one). */
function DeputyPicker({ me, value, onChange, error }: { me: UserProfile; value: Person | null; onChange: (p: Person | null) => void; error?: string }) {
  const { t } = useMyPageTranslation();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const enabled = debounced.length >= 2;
  const results = useQuery({ queryKey: ['myPage', 'deputySearch', debounced], queryFn: ({ signal }) => searchPeople(debounced, signal), enabled });
  const people = (results.data ?? []).filter((u) => u.id !== me.id);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={500}>
            {t('absence.deputy')}
          </Text>
          {value ? (
            <Group gap="xs" data-testid="absence-deputy">
              <UserAvatar name={value.name} size="sm" />
              <Text size="sm">{value.name}</Text>
              <Text size="xs" c="dimmed">
                {value.email}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('absence.noDeputy')}
            </Text>
          )}
        </div>
        {value && (
          <Badge variant="light" color="grape">
            {t('absence.deputyBadge')}
          </Badge>
        )}
      </Group>
      <TextInput
        label={t('absence.searchDeputy')}
        placeholder={t('absence.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        error={error}
      />
      <div aria-live="polite">
        {!enabled ? null : results.isPending ? (
          <Text size="sm">{t('absence.searching')}</Text>
        ) : results.isError ? (
          <Text size="sm" c="red">
            {t('absence.searchError')}
          </Text>
        ) : people.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('absence.searchEmpty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((u) => {
              const person = toPerson(u);
              return (
                <Group key={u.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {person.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {person.email}
                    </Text>
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('absence.chooseName', { name: person.name })}
                    onClick={() => {
                      onChange(person);
                      setTerm('');
                    }}
                  >
                    {t('absence.choose')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
