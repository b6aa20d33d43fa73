import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@idea-portal/platform';
import { Anchor, Group } from '@idea-portal/ui';

/** The link back above the idea forms: to the ideas, or to the idea being edited. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
