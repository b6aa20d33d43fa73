import { useState, type FormEvent } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Alert, Checkbox, Modal, QueryState, Stack, Text, TextInput, notifyError, notifySuccess } from '@idea-portal/ui';
import { WORKFLOW_LIMITS, type AdminUserRow, type UserFunction, type UserFunctions, type UserFunctionsInput } from '@idea-portal/contracts';
import { adminErrorMessage } from '../../../shared/api/errors';
import { useSetUserFunctions, useUserFunctions } from '../api/user-functions';
import { useAdminTranslation } from '../../../i18n';
import { ModalActions } from '../../../shared/components/ModalActions';

export interface UserFunctionsModalProps {
  user: AdminUserRow;
  onClose: () => void;
}

/**
 * Works council / idea manager and the tariff/salary group of a person (PUT
 * /admin/users/{id}/functions, recorded in the activity log). Only the works council and idea
 * managers read tariff groups: for an admin who is neither, the field is write-only, "unchanged"
 * unless they choose to set it.
 */
export function UserFunctionsModal({ user, onClose }: UserFunctionsModalProps) {
  const { t } = useAdminTranslation();
  const current = useUserFunctions(user.id);
  return (
    <Modal opened onClose={onClose} title={t('users.functions.title', { name: user.name })} centered>
      <QueryState query={current} loadingLabel={t('users.functions.loading')} errorMessage={t('users.functions.loadFailed')}>
        {(data) => <FunctionsForm user={user} current={data} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}

function FunctionsForm({ user, current, onClose }: { user: AdminUserRow; current: UserFunctions; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const save = useSetUserFunctions();
  // The answer carries the group only for callers who may read it.
  const readable = 'tariffGroup' in current;
  const [functions, setFunctions] = useState<UserFunction[]>(current.functions);
  const [changeTariff, setChangeTariff] = useState(readable);
  const [tariff, setTariff] = useState(current.tariffGroup ?? '');
  const [tariffError, setTariffError] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const toggle = (f: UserFunction, on: boolean) => setFunctions((all) => (on ? [...all.filter((x) => x !== f), f] : all.filter((x) => x !== f)));

  const body = (): UserFunctionsInput => {
    const group = tariff.trim() || null;
    const sendGroup = readable ? group !== (current.tariffGroup ?? null) : changeTariff;
    return { functions, ...(sendGroup ? { tariffGroup: group } : {}) };
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changeTariff && tariff.trim().length > WORKFLOW_LIMITS.tariffGroupMax) {
      setTariffError(t('users.functions.tariffTooLong', { max: WORKFLOW_LIMITS.tariffGroupMax }));
      return;
    }
    setTariffError(null);
    setApiError(null);
    try {
      await save.mutateAsync({ id: user.id, body: body() });
      notifySuccess(t('users.functions.saved', { name: user.name }));
      onClose();
    } catch (error) {
      const message = adminErrorMessage(error, t);
      setApiError(message);
      notifyError(message, t('users.functions.saveFailed'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {apiError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {apiError}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('users.functions.intro')}
        </Text>
        <Checkbox label={t('users.functions.worksCouncil')} checked={functions.includes('worksCouncil')} onChange={(e) => toggle('worksCouncil', e.currentTarget.checked)} />
        <Checkbox label={t('users.functions.ideaManager')} checked={functions.includes('ideaManager')} onChange={(e) => toggle('ideaManager', e.currentTarget.checked)} />
        {!readable && (
          <Checkbox
            label={t('users.functions.changeTariff')}
            description={t('users.functions.tariffHidden')}
            checked={changeTariff}
            onChange={(e) => setChangeTariff(e.currentTarget.checked)}
          />
        )}
        <TextInput
          label={t('users.functions.tariffGroup')}
          description={changeTariff ? t('users.functions.tariffEmpty') : undefined}
          placeholder={changeTariff ? undefined : t('users.functions.unchanged')}
          disabled={!changeTariff}
          value={changeTariff ? tariff : ''}
          error={tariffError}
          onChange={(e) => setTariff(e.currentTarget.value)}
        />
        <ModalActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
