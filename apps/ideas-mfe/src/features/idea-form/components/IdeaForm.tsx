import { useCallback, useEffect, useRef, useState } from 'react';
import type { Idea } from '@idea-portal/contracts';
import { ApiRequestError, paths, useNavigate, useQueryClient } from '@idea-portal/platform';
import { formatDateTime, Stack, lazyComponent, loadDeferredMantine, notifyError, notifySuccess } from '@idea-portal/ui';
import classes from '../../../shared/layout/two-columns.module.css';
import { invalidateIdeas } from '../../../shared/api/idea-path';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { loadContractChecks, type FieldErrors } from '../../../shared/lib/validation';
import { AttachmentsNotUploadedError, useSaveIdea } from '../api/save-idea';
import { clearAutosave, loadAutosave, useAutosave } from '../hooks/use-autosave';
import { IdeaFormProvider, useIdeaForm } from '../hooks/use-idea-form-context';
import { usePendingAttachments } from '../hooks/use-pending-attachments';
import { emptyValues, toFormValues, toPayload, type IdeaFormValues } from '../lib/form-values';
import { fieldErrorsOf } from '../lib/server-errors';
import { BannerFieldset, bannerModeOf, type BannerMode } from './BannerFieldset';
import { FormActions } from './FormActions';
import { IdeaTextFields } from './IdeaTextFields';
import { LeaveGuard } from './LeaveGuard';
import { MoreDetailsFieldset } from './MoreDetailsFieldset';
import { NewAttachmentsFieldset } from './NewAttachmentsFieldset';
import { SimilarIdeasPanel } from './SimilarIdeasPanel';
import { VisibilityFieldset } from './VisibilityFieldset';

type Action = 'save' | 'submit';

/** The notices after a save (saved, submitted, files not uploaded): their texts load with the first save. Never rejects. */
const loadSaveNotices = () =>
  import(/* webpackChunkName: "idea-save-texts" */ '../../../i18n/save-notices.en').then(
    (m) => registerIdeasPartTexts(m.saveNoticesEn),
    () => undefined,
  );

/** Shown only when unsaved input from an earlier visit was put back: its code loads then. */
const RestoredAlert = lazyComponent(() => import(/* webpackChunkName: "idea-restored" */ './RestoredAlert').then((m) => m.RestoredAlert));
/** Shown once the idea is a stored draft (a new idea's form does not load it): its code loads then. */
const DeleteDraftButton = lazyComponent(() => import(/* webpackChunkName: "idea-delete-draft" */ './DeleteDraftButton').then((m) => m.DeleteDraftButton), { fallback: null });
/** Shown when someone else saved first: its code loads then. */
const ConflictAlert = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "idea-conflict" */ './ConflictAlert'), loadDeferredMantine('CopyButton', 'Textarea')]).then(([m]) => m.ConflictAlert),
);

export interface IdeaFormProps {
  /** The idea being edited; absent on /app/ideas/new. */
  idea?: Idea;
  /** Refetches the idea (the conflict alert's Reload). */
  onReload?: () => Promise<Idea | undefined>;
}

/**
 * Moves focus to the first invalid field. Not focusFirstError of @idea-portal/ui/forms: the module
 * it would bring costs this first page about 100 bytes gzip, which /app/ideas/new does not have.
 */
function focusFirstError(root: HTMLElement | null) {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * Create or edit an idea: validated with the contracts, saved locally while typing, warned
 * before leaving unsaved, conflicts shown with one's own text. On the new form files can be
 * added; they upload right after the draft is created.
 */
export function IdeaForm({ idea, onReload }: IdeaFormProps) {
  const { t, i18n } = useIdeasTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveIdea();
  const pending = usePendingAttachments();
  const busy: Action | null = save.isPending ? save.variables.action : null;
  const formRef = useRef<HTMLFormElement>(null);
  const ideaId = idea?.id;
  const isDraft = !idea || idea.status === 'draft';

  const [restored] = useState(() => loadAutosave(ideaId));
  const [restoredAt, setRestoredAt] = useState<string | null>(restored?.savedAt ?? null);
  const [version, setVersion] = useState<number | null>(restored?.version ?? idea?.version ?? null);
  const [conflict, setConflict] = useState<IdeaFormValues | null>(null);
  const [bannerMode, setBannerMode] = useState<BannerMode>(() => bannerModeOf(restored?.values.bannerImage ?? idea?.bannerImage ?? ''));
  // A new idea once stored: a later save or submit from this form updates it instead of creating
  // another (its files failed, or a press while the edit page it moves to is still loading).
  const [created, setCreated] = useState<Idea | null>(null);
  // When the idea was last stored (by this form, else as loaded): the status line says so until the next change.
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const lastSaved = savedAt ?? idea?.updatedAt ?? null;

  const form = useIdeaForm({ initialValues: idea ? toFormValues(idea) : emptyValues() });
  useEffect(() => {
    if (restored) form.setValues(restored.values);
    // Restore once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const values = form.getValues();
  const dirty = form.isDirty();
  const autosavedAt = useAutosave(ideaId, values, dirty && !busy, version);

  // The leave warning reads refs so it sees the state of the moment of navigation.
  const dirtyRef = useRef(dirty || pending.hasUploads);
  dirtyRef.current = dirty || pending.hasUploads;
  const allowLeave = useRef(false);
  const shouldWarn = useCallback(() => !allowLeave.current && dirtyRef.current, []);

  function showErrors(errors: FieldErrors) {
    form.setErrors(errors);
    notifyError(t('form.invalid'));
    focusFirstError(formRef.current);
  }

  function fail(error: unknown, typed: IdeaFormValues) {
    if (error instanceof AttachmentsNotUploadedError) {
      notifyError(t('form.attachmentsFailed'), t('attachments.uploadError'));
      return;
    }
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
      // FOREIGN_IMAGE_URL: a banner address on another site, shown on the banner field.
      if ((error.code === 'VALIDATION_FAILED' || error.code === 'FOREIGN_IMAGE_URL') && error.details?.length) {
        showErrors(fieldErrorsOf(error.details));
        return;
      }
    }
    notifyError(t('form.saveFailed'));
  }

  async function run(action: Action) {
    const typed = form.getValues();
    const payload = toPayload(typed);
    const [checks] = await Promise.all([loadContractChecks(), loadSaveNotices()]);
    if (!checks) {
      notifyError(t('form.saveFailed'));
      return;
    }
    const errors = checks.ideaErrors(payload, action === 'submit' || !isDraft);
    if (Object.keys(errors).length) {
      showErrors(errors);
      return;
    }
    form.clearErrors();
    const target = ideaId ?? created?.id;
    // Set once stored: a failing submit after a first save continues on the new draft's edit page.
    const stored: { idea: Idea | null } = { idea: null };
    try {
      const saved = await save.mutateAsync({
        action,
        ideaId: target,
        version: version ?? idea?.version,
        input: payload,
        uploadFiles: pending.hasUploads ? pending.uploadAll : undefined,
        onSaved: (storedIdea) => {
          stored.idea = storedIdea;
          if (!ideaId) setCreated(storedIdea);
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
      setSavedAt(new Date().toISOString());
      if (!isDraft) {
        // A submitted idea's changes are done: back to the idea, which shows them.
        allowLeave.current = true;
        notifySuccess(t('form.changesSavedText'), t('form.changesSaved'));
        navigate(paths.app.idea.getHref(saved.id));
        return;
      }
      notifySuccess(t('form.savedText'), t('form.saved'));
      if (!ideaId) {
        allowLeave.current = true;
        navigate(paths.app.editIdea.getHref(saved.id), { replace: true });
      }
    } catch (error) {
      fail(error, typed);
      // Created but not submitted: continue on the edit page of the new draft (later saves PATCH
      // it). With files still to upload the form stays, so they are not lost.
      if (!ideaId && stored.idea && !(error instanceof AttachmentsNotUploadedError)) {
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

  return (
    <IdeaFormProvider form={form}>
      {/* The side column is as tall as the form, so the similar ideas stay in view (sticky). */}
      <div className={classes.columns} style={{ gap: 'var(--mantine-spacing-lg)', alignItems: 'stretch' }}>
        <div>
          <form
            ref={formRef}
            noValidate
            aria-label={idea ? t('form.editTitle') : t('form.createTitle')}
            onSubmit={(e) => {
              e.preventDefault();
              void run(isDraft ? 'submit' : 'save');
            }}
            onFocus={() => void loadContractChecks()}
          >
            <Stack gap="md">
              {conflict && <ConflictAlert values={conflict} onReload={() => void reload()} onClose={() => setConflict(null)} />}
              {restoredAt && <RestoredAlert at={restoredAt} onDiscard={discardRestored} onClose={() => setRestoredAt(null)} />}
              <IdeaTextFields />
              <MoreDetailsFieldset />
              <BannerFieldset mode={bannerMode} onModeChange={setBannerMode} attachments={idea?.attachments} />
              <VisibilityFieldset />
              {!idea && <NewAttachmentsFieldset files={pending.files} onAdd={pending.add} onRemove={pending.remove} busy={!!busy} />}
              <FormActions
                isDraft={isDraft}
                busy={busy}
                onSaveDraft={() => void run('save')}
                status={
                  autosavedAt && dirty
                    ? t('form.autosaved', { time: formatDateTime(autosavedAt, i18n.language) })
                    : lastSaved && !dirty
                      ? t('form.savedAt', { time: formatDateTime(lastSaved, i18n.language) })
                      : ''
                }
                deleteAction={
                  isDraft && (idea ?? created) ? (
                    <DeleteDraftButton
                      ideaId={(idea ?? created)!.id}
                      title={values.title}
                      version={version ?? (idea ?? created)!.version}
                      disabled={!!busy}
                      onDeleted={() => {
                        allowLeave.current = true;
                        clearAutosave(ideaId);
                        navigate(paths.app.myIdeas.getHref(), { replace: true });
                      }}
                    />
                  ) : undefined
                }
              />
            </Stack>
          </form>
          <LeaveGuard when={shouldWarn} />
        </div>
        <div>
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
            <SimilarIdeasPanel title={values.title} description={values.description} excludeId={ideaId} />
          </div>
        </div>
      </div>
    </IdeaFormProvider>
  );
}
