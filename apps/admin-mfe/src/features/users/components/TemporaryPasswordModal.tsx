import { Alert, Button, Code, Group, Modal, Stack, Text, useClipboard } from '@idea-portal/ui';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useAdminTranslation } from '../../../i18n';

export interface TemporaryPasswordModalProps {
  name: string;
  email: string;
  password: string;
  onClose: () => void;
}

/**
 * The new account's one-time password, shown once: copy it and hand it over; the person must
 * choose a new password at first sign-in. Closed only on purpose (no outside click / Escape).
 */
export function TemporaryPasswordModal({ name, email, password, onClose }: TemporaryPasswordModalProps) {
  const { t } = useAdminTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Modal opened onClose={onClose} title={t('users.tempPassword.title')} centered closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">{t('users.tempPassword.intro', { name, email })}</Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <IconKey size={18} aria-hidden />
          <Code fz="lg" style={{ flex: 1, userSelect: 'all', wordBreak: 'break-all' }} aria-label={t('users.tempPassword.label')} data-testid="temporary-password">
            {password}
          </Code>
          <Button
            variant="light"
            color={clipboard.copied ? 'green' : undefined}
            leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={() => clipboard.copy(password)}
          >
            {clipboard.copied ? t('users.tempPassword.copied') : t('users.tempPassword.copy')}
          </Button>
        </Group>
        {clipboard.error && (
          <Text size="xs" c="red" role="alert">
            {t('users.tempPassword.copyFailed')}
          </Text>
        )}
        <Alert color="yellow" variant="light" title={t('users.tempPassword.onceTitle')}>
          {t('users.tempPassword.note')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('users.tempPassword.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
