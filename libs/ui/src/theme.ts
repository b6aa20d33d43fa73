import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Primary #ec008c (buttons), title #ff6a00 (spec section 9). */
const magenta: MantineColorsTuple = ['#ffe8f6', '#ffcfe8', '#fd9dcf', '#fb67b4', '#f93a9d', '#f81e8f', '#ec008c', '#de007e', '#c60070', '#ad0061'];

export const TITLE_COLOR = '#ff6a00';

export const theme = createTheme({
  primaryColor: 'magenta',
  primaryShade: 6,
  colors: { magenta },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});
