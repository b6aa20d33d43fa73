import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  Fieldset,
  Grid,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCopy, IconDeviceFloppy, IconHistory, IconRefresh, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IDEA_LIMITS, IdeaDraftInput, IdeaInput, type Idea } from '@idea-portal/contracts';
import { ApiRequestError, notifyError, notifySuccess, paths } from '@idea-portal/platform';
import { formatDateTime } from '@idea-portal/ui';
import { invalidateIdeas } from '../../../shared/api/idea-path';
import { useIdeasTranslation } from '../../../i18n';
import { validationText, zodErrors, type FieldErrors } from '../../../shared/lib/validation';
import { useSaveIdea } from '../api/save-idea';
import { useCategories } from '../api/get-categories';
import { clearAutosave, loadAutosave, useAutosave } from '../hooks/use-autosave';
import { emptyValues, toFormValues, toPayload, valuesAsText, type IdeaFormValues } from '../lib/form-values';
import { LeaveGuard } from './LeaveGuard';
import { PeoplePicker } from './PeoplePicker';
import { SimilarIdeasPanel } from './SimilarIdeasPanel';

type Action = 'save' | 'submit';
type BannerMode = 'none' | 'attachment' | 'url';

const bannerModeOf = (value: string): BannerMode => (!value ? 'none' : /^(https?:|data:)/i.test(value) ? 'url' : 'attachment');

export interface IdeaFormProps {
  /** The idea being edited; absent on /app/ideas/new. */
  idea?: Idea;
  /** Refetches the idea (the conflict alert's Reload). */
  onReload?: () => Promise<Idea | undefined>;
}

function focusFirstError(root: HTMLElement | null) {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

export function IdeaForm({ idea, onReload }: IdeaFormProps) {
  const { t, i18n } = useIdeasTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const save = useSaveIdea();
  const busy: Action | null = save.isPending ? save.variables.action : null;
  const formRef = useRef<HTMLFormElement>(null);
  const ideaId = idea?.id;
  const isDraft = !idea || idea.status === 'draft';

  const [restored] = useState(() => loadAutosave(ideaId));
  const [restoredAt, setRestoredAt] = useState<string | null>(restored?.savedAt ?? null);
  const [version, setVersion] = useState<number | null>(restored?.version ?? idea?.version ?? null);
  const [conflict, setConflict] = useState<IdeaFormValues | null>(null);
  const [bannerMode, setBannerMode] = useState<BannerMode>(() => bannerModeOf(restored?.values.bannerImage ?? idea?.bannerImage ?? ''));

  const form = useForm<IdeaFormValues>({ initialValues: idea ? toFormValues(idea) : emptyValues() });
  useEffect(() => {
    if (restored) form.setValues(restored.values);
    // Restore once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const values = form.getValues();
  const dirty = form.isDirty();
  const autosavedAt = useAutosave(ideaId, values, dirty && !busy, version);

  // The leave warning reads refs so it sees the state of the moment of navigation.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowLeave = useRef(false);
  const shouldWarn = useCallback(() => !allowLeave.current && dirtyRef.current, []);

  const fieldText = (field: keyof IdeaFormValues) => validationText(form.errors[field], lng);
  const field = (name: keyof IdeaFormValues) => ({ ...form.getInputProps(name), error: fieldText(name) });

  const imageAttachments = (idea?.attachments ?? []).filter((a) => a.contentType.startsWith('image/'));

  function showErrors(errors: FieldErrors) {
    form.setErrors(errors);
    notifyError(t('form.invalid'));
    focusFirstError(formRef.current);
  }

  function fail(error: unknown, typed: IdeaFormValues) {
    if (error instanceof ApiRequestError) {
      if (error.code === 'VERSION_CONFLICT') {
        setConflict(typed);
        notifyError(t('form.conflictTitle'));
        return;
      }
      if (error.code === 'NOT_EDITABLE') {
        notifyError(t('form.notEditable'));
        void invalidateIdeas(queryClient);
        return;
      }
      if (error.code === 'VALIDATION_FAILED' && error.details?.length) {
        const errors: FieldErrors = {};
        for (const d of error.details) {
          const parts = d.path.split('.');
          const key = (parts[0] === 'idea' || parts[0] === 'body' ? parts[1] : parts[0]) || 'form';
          errors[key] ??= d.message;
        }
        showErrors(errors);
        return;
      }
    }
    notifyError(t('form.saveFailed'));
  }

  async function run(action: Action) {
    const typed = form.getValues();
    const payload = toPayload(typed);
    const errors = zodErrors(action === 'submit' || !isDraft ? IdeaInput : IdeaDraftInput, payload);
    if (Object.keys(errors).length) {
      showErrors(errors);
      return;
    }
    form.clearErrors();
    // Set once stored: a failing submit after a first save continues on the new draft's edit page.
    const stored: { idea: Idea | null } = { idea: null };
    try {
      const saved = await save.mutateAsync({
        action,
        ideaId,
        version: version ?? idea?.version,
        input: payload,
        onSaved: (storedIdea) => {
          stored.idea = storedIdea;
          setVersion(storedIdea.version);
          clearAutosave(ideaId);
          form.resetDirty(typed);
          setRestoredAt(null);
        },
      });
      if (action === 'submit') {
        allowLeave.current = true;
        notifySuccess(t('form.submittedText'), t('form.submitted'));
        navigate(paths.app.idea.getHref(saved.id));
        return;
      }
      notifySuccess(isDraft ? t('form.saved') : t('form.changesSaved'));
      if (!ideaId) {
        allowLeave.current = true;
        navigate(paths.app.editIdea.getHref(saved.id), { replace: true });
      }
    } catch (error) {
      fail(error, typed);
      // Created but not submitted: continue on the edit page of the new draft (later saves PATCH it).
      if (!ideaId && stored.idea) {
        allowLeave.current = true;
        navigate(paths.app.editIdea.getHref(stored.idea.id), { replace: true });
      }
    }
  }

  async function reload() {
    const fresh = await onReload?.();
    if (!fresh) return;
    const next = toFormValues(fresh);
    form.setInitialValues(next);
    form.setValues(next);
    form.resetDirty(next);
    setVersion(fresh.version);
    setBannerMode(bannerModeOf(next.bannerImage));
    clearAutosave(ideaId);
  }

  function discardRestored() {
    const base = idea ? toFormValues(idea) : emptyValues();
    form.setValues(base);
    form.resetDirty(base);
    setVersion(idea?.version ?? null);
    setBannerMode(bannerModeOf(base.bannerImage));
    clearAutosave(ideaId);
    setRestoredAt(null);
  }

  const labels = {
    title: t('form.title'),
    description: t('form.description'),
    solution: t('form.solution'),
    tags: t('form.tags'),
    location: t('form.location'),
  };
  const conflictText = conflict ? valuesAsText(conflict, labels) : '';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <form
          ref={formRef}
          noValidate
          aria-label={idea ? t('form.editTitle') : t('form.createTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            void run(isDraft ? 'submit' : 'save');
          }}
        >
          <Stack gap="md">
            {conflict && (
              <Alert
                color="orange"
                variant="light"
                role="alert"
                data-testid="version-conflict"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('form.conflictTitle')}
                withCloseButton
                closeButtonLabel={t('common.close')}
                onClose={() => setConflict(null)}
              >
                <Stack gap="sm">
                  <Text size="sm">{t('form.conflict')}</Text>
                  <Group gap="xs">
                    <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void reload()}>
                      {t('form.reload')}
                    </Button>
                    <CopyButton value={conflictText}>
                      {({ copied, copy }) => (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconCopy size={14} aria-hidden />}
                          onClick={() => {
                            copy();
                            notifySuccess(t('form.copiedToast'));
                          }}
                        >
                          {copied ? t('form.copied') : t('form.copy')}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                  <Textarea label={t('form.conflictText')} value={conflictText} readOnly autosize minRows={3} maxRows={12} />
                </Stack>
              </Alert>
            )}
            {restoredAt && (
              <Alert
                color="blue"
                variant="light"
                icon={<IconHistory size={18} aria-hidden />}
                withCloseButton
                closeButtonLabel={t('common.close')}
                onClose={() => setRestoredAt(null)}
              >
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t('form.restored', { time: formatDateTime(restoredAt, lng) })}</Text>
                  <Button size="compact-sm" variant="subtle" onClick={discardRestored}>
                    {t('form.discardRestored')}
                  </Button>
                </Group>
              </Alert>
            )}
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <TextInput
                  {...field('title')}
                  label={t('form.title')}
                  placeholder={t('form.titlePlaceholder')}
                  withAsterisk
                  maxLength={IDEA_LIMITS.titleMax}
                  description={`${values.title.length}/${IDEA_LIMITS.titleMax}`}
                  data-autofocus
                />
                <Textarea
                  {...field('description')}
                  label={t('form.description')}
                  placeholder={t('form.descriptionPlaceholder')}
                  withAsterisk
                  autosize
                  minRows={4}
                  maxRows={16}
                  maxLength={IDEA_LIMITS.textMax}
                />
                <Textarea
                  {...field('solution')}
                  label={t('form.solution')}
                  placeholder={t('form.solutionPlaceholder')}
                  withAsterisk
                  autosize
                  minRows={4}
                  maxRows={16}
                  maxLength={IDEA_LIMITS.textMax}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    {...field('categoryId')}
                    label={t('form.category')}
                    placeholder={categories.isPending ? t('form.categoriesLoading') : t('form.categoryPlaceholder')}
                    data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                    withAsterisk
                    searchable
                    clearable
                    nothingFoundMessage={categories.isError ? t('form.categoriesError') : undefined}
                    error={fieldText('categoryId') ?? (categories.isError ? t('form.categoriesError') : undefined)}
                  />
                  <TagsInput
                    {...field('tags')}
                    label={t('form.tags')}
                    placeholder={t('form.tagsPlaceholder')}
                    description={t('form.tagsHint')}
                    maxTags={IDEA_LIMITS.tagsMax}
                    splitChars={[',']}
                    clearable
                  />
                </SimpleGrid>
              </Stack>
            </Card>

            <Fieldset legend={t('form.moreDetails')} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...field('innovationArea')} label={t('form.innovationArea')} maxLength={IDEA_LIMITS.shortTextMax} />
                <TextInput {...field('material')} label={t('form.material')} maxLength={IDEA_LIMITS.shortTextMax} />
                <TextInput {...field('function')} label={t('form.function')} maxLength={IDEA_LIMITS.shortTextMax} />
                <TextInput {...field('location')} label={t('form.location')} maxLength={IDEA_LIMITS.shortTextMax} />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('form.banner')} radius="md">
              <Stack gap="sm">
                <SegmentedControl
                  aria-label={t('form.bannerSource')}
                  value={bannerMode}
                  onChange={(mode) => {
                    setBannerMode(mode as BannerMode);
                    form.setFieldValue('bannerImage', '');
                  }}
                  data={[
                    { value: 'none', label: t('form.bannerNone') },
                    { value: 'attachment', label: t('form.bannerAttachment') },
                    { value: 'url', label: t('form.bannerUrl') },
                  ]}
                />
                {bannerMode === 'attachment' &&
                  (imageAttachments.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {idea ? t('form.bannerNoImages') : t('form.bannerSaveFirst')}
                    </Text>
                  ) : (
                    <Select
                      label={t('form.bannerChoose')}
                      data={imageAttachments.map((a) => ({ value: a.id, label: a.fileName }))}
                      value={values.bannerImage || null}
                      onChange={(v) => form.setFieldValue('bannerImage', v ?? '')}
                      error={fieldText('bannerImage')}
                      clearable
                    />
                  ))}
                {bannerMode === 'url' && (
                  <TextInput
                    {...field('bannerImage')}
                    type="url"
                    label={t('form.bannerUrl')}
                    placeholder={t('form.bannerUrlPlaceholder')}
                    maxLength={IDEA_LIMITS.bannerImageMax}
                  />
                )}
              </Stack>
            </Fieldset>

            <Fieldset legend={t('form.visibility')} radius="md">
              <Stack gap="sm">
                <Radio.Group {...form.getInputProps('visibility')} aria-label={t('form.visibility')}>
                  <Group gap="lg">
                    <Radio value="organization" label={t('form.visibilityOrganization')} />
                    <Radio value="unit" label={t('form.visibilityUnit')} />
                    <Radio value="people" label={t('form.visibilityPeople')} />
                  </Group>
                </Radio.Group>
                {values.visibility === 'people' && (
                  <PeoplePicker
                    value={values.visibleTo}
                    onChange={(ids) => form.setFieldValue('visibleTo', ids)}
                    error={fieldText('visibleTo')}
                  />
                )}
              </Stack>
            </Fieldset>

            <Group justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed" aria-live="polite">
                {autosavedAt && dirty ? t('form.autosaved', { time: formatDateTime(autosavedAt, lng) }) : ''}
              </Text>
              <Group gap="sm">
                {isDraft ? (
                  <>
                    <Button
                      variant="default"
                      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                      onClick={() => void run('save')}
                      loading={busy === 'save'}
                      disabled={!!busy}
                    >
                      {t('form.saveDraft')}
                    </Button>
                    <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={busy === 'submit'} disabled={!!busy}>
                      {t('form.submit')}
                    </Button>
                  </>
                ) : (
                  <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={busy === 'save'} disabled={!!busy}>
                    {t('form.saveChanges')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </form>
        <LeaveGuard when={shouldWarn} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
          <SimilarIdeasPanel title={values.title} description={values.description} excludeId={ideaId} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
