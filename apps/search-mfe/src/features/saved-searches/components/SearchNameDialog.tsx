import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@idea-portal/ui';
import { SAVED_SEARCH_LIMITS, savedSearchMessage } from '@idea-portal/contracts';
import { useSearchTranslation } from '../../../i18n';

interface SearchNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  /** The server's answer for the name (e.g. already taken), shown under the field. */
  serverError: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a saved search's name (save and rename): 1–80 characters, checked before sending. */
export function SearchNameDialog({ title, submitLabel, initialName, pending, serverError, onSubmit, onClose }: SearchNameDialogProps) {
  const { t, i18n } = useSearchTranslation();
  const lang = i18n.language?.startsWith('de') ? 'de' : 'en';
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const localError =
    trimmed.length < SAVED_SEARCH_LIMITS.nameMin
      ? savedSearchMessage('savedSearch.nameRequired', lang)
      : trimmed.length > SAVED_SEARCH_LIMITS.nameMax
        ? savedSearchMessage('savedSearch.nameTooLong', lang)
        : null;
  const error = (touched && localError) || serverError;
  return (
    <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={!pending}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog may be opened from inside another form (the quick search); React passes
          // events up through the portal, so this submit must not reach that form.
          e.stopPropagation();
          setTouched(true);
          if (!localError) onSubmit(trimmed);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('saved.name')}
            description={t('saved.nameHint', { max: SAVED_SEARCH_LIMITS.nameMax })}
            required
            data-autofocus
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.nameMax + 20}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error || undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('saved.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
