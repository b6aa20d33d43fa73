import type { ReactNode } from 'react';
import { Group, Title, type TitleOrder } from '@mantine/core';
import { TITLE_COLOR } from '../theme';

export interface PageTitleProps {
  children: ReactNode;
  /** Actions shown on the right of the heading. */
  right?: ReactNode;
  order?: TitleOrder;
}

/** The page heading in the title colour (the brand orange, darkened to pass AA contrast). */
export function PageTitle({ children, right, order = 1 }: PageTitleProps) {
  const heading = (
    <Title order={order} c={TITLE_COLOR}>
      {children}
    </Title>
  );
  if (!right) return <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{heading}</div>;
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap">
      {heading}
      <Group gap="sm">{right}</Group>
    </Group>
  );
}
