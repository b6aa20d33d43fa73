/**
 * The "next release" of the ideas list in the independent-delivery test: the same page plus a
 * Mantine component that neither the shell nor any other app uses (Rating), so the test proves a
 * remote built after the shell can use more of a shared library than the shell itself does.
 */
import { Rating } from '@mantine/core';
import { IdeasListPage as CurrentIdeasListPage } from '../../../apps/ideas-mfe/src/features/ideas-list/components/IdeasListPage';

export function IdeasListPage() {
  return (
    <>
      <Rating value={4} readOnly aria-label="Delivery probe rating" data-testid="delivery-probe" />
      <CurrentIdeasListPage />
    </>
  );
}
