import { Badge, type BadgeProps } from '@mantine/core';
import { statusColor, statusLabel } from '@idea-portal/domain';
import { useUiText } from '../i18n/use-ui-text';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string;
}

/** An idea status as a coloured badge; translated when `ui:status.<status>` exists. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { has, text } = useUiText();
  const key = `status.${status}`;
  const label = has(key) ? text(key) : statusLabel(status);
  return (
    <Badge color={statusColor(status)} variant="light" data-status={status} {...rest}>
      {label}
    </Badge>
  );
}
