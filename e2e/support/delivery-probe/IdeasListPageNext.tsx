/**
 * The "next release" of the ideas list in the independent-delivery test: the same page plus a
 * Mantine component that neither the shell nor any other app uses (Rating). The older shell's
 * shared @idea-portal/ui does not export Rating, so this release takes it from its own
 * (tree-shaken) copy of @mantine/core, which is not shared at all, and renders it under a
 * MantineProvider from that same copy: Mantine's context is per copy. The provider adds no CSS
 * variables or global classes (the shell's provider and stylesheets already set them; Rating's own
 * sheet comes with this release), and reads
 * the colour scheme from the same place as the shell's. Later, Rating joins libs/ui's list.
 */
import { MantineProvider, Rating } from '@mantine/core';
// A component of its own brings its own sheet: the shell loads only the sheets of the components ui has.
import '@mantine/core/styles/Rating.layer.css';
import { theme } from '@idea-portal/ui';
import { IdeasListPage as CurrentIdeasListPage } from '../../../apps/ideas-mfe/src/features/ideas-list/components/IdeasListPage';

export function IdeasListPage() {
  return (
    <>
      <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        <Rating value={4} readOnly aria-label="Delivery probe rating" data-testid="delivery-probe" />
      </MantineProvider>
      <CurrentIdeasListPage />
    </>
  );
}
