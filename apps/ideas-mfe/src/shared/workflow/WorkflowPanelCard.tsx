import type { ReactNode } from 'react';
import { Card, Title } from '@idea-portal/ui';

/** The frame of one workflow panel: a titled section the page lists in order. */
export function WorkflowPanelCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `wf-${id}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid={`panel-${id}`}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
