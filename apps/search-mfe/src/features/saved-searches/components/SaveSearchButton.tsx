import { useState } from 'react';
import { Button, notifyError, notifySuccess } from '@idea-portal/ui';
import { IconStar } from '@tabler/icons-react';
import type { SavedSearchQuery } from '@idea-portal/contracts';
import { useSearchTranslation } from '../../../i18n';
import { useCreateSavedSearch } from '../api/saved-searches';
import { savedSearchErrorText } from '../lib/error-text';
import { proposedName } from '../lib/run-href';
import { SearchNameDialog } from './SearchNameDialog';

/** "Save search": asks for a name and stores the current query (text, filters, sort) on the account. */
export function SaveSearchButton({ query, disabled }: { query: SavedSearchQuery; disabled?: boolean }) {
  const { t, i18n } = useSearchTranslation();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const close = () => {
    setOpen(false);
    setServerError(null);
  };
  return (
    <>
      <Button variant="light" leftSection={<IconStar size={16} aria-hidden />} onClick={() => setOpen(true)} disabled={disabled}>
        {t('saved.save')}
      </Button>
      {open && (
        <SearchNameDialog
          title={t('saved.saveTitle')}
          submitLabel={t('saved.saveConfirm')}
          initialName={proposedName(query)}
          pending={create.isPending}
          serverError={serverError}
          onClose={close}
          onSubmit={(name) => {
            setServerError(null);
            create.mutate(
              { name, query },
              {
                onSuccess: () => {
                  notifySuccess(t('saved.saved', { name }));
                  close();
                },
                onError: (error) => {
                  const text = savedSearchErrorText(error, i18n.language, t('saved.saveFailed'));
                  setServerError(text);
                  notifyError(text, t('saved.saveFailed'));
                },
              },
            );
          }}
        />
      )}
    </>
  );
}
