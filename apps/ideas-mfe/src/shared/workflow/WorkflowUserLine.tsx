import type { WorkflowUser } from '@idea-portal/contracts';
import { UserAvatar, Group, Text } from '@idea-portal/ui';

/** A person of the workflow: avatar, name and (optionally) e-mail and department. */
export function WorkflowUserLine({ user, details = false, fallback }: { user: WorkflowUser | null; details?: boolean; fallback: string }) {
  if (!user) return <Text size="sm" c="dimmed">{fallback}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={user.name} picture={user.picture} size="sm" />
      <div>
        <Text size="sm" fw={500}>
          {user.name}
        </Text>
        {details && (user.email || user.department) && (
          <Text size="xs" c="dimmed">
            {[user.email, user.department].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
    </Group>
  );
}
