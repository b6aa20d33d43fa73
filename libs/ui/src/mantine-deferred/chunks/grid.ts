/** Deferred (../index.tsx): the column grid, which pages without a form use too (My Page, the admin dashboard). */
import '../../mantine-css/grid';
export { Grid } from '@mantine/core';
