import { createTheme, darken, DEFAULT_THEME, defaultVariantColorsResolver, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

/**
 * Brand colours: magenta #ec008c and title orange #ff6a00. Text and controls use shades of them
 * that pass WCAG 2.2 AA on white (4.5:1 for text): filled buttons #d6007f (5.0:1 under white
 * text), titles #b84a00 (5.2:1), and the dimmed grey #5f666d (5.7:1) instead of #868e96 (3.3:1).
 */
const magenta: MantineColorsTuple = ['#ffe8f6', '#ffcfe8', '#fd9dcf', '#fb67b4', '#f93a9d', '#f81e8f', '#ec008c', '#d6007f', '#c60070', '#ad0061'];
const gray = DEFAULT_THEME.colors.gray.map((c, i) => (i === 6 ? '#5f666d' : c)) as unknown as MantineColorsTuple;

export const TITLE_COLOR = '#b84a00';

/**
 * Light badges and buttons write their text in the colour's darkest shade; for the bright hues
 * (orange, teal, green, yellow, cyan) even that is below 4.5:1 on the tinted background, so the
 * text is darkened further.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  const darkest = input.theme.colors[parsed.color]?.[9];
  return darkest ? { ...colors, color: darken(darkest, 0.3) } : colors;
};

export const theme = createTheme({
  primaryColor: 'magenta',
  primaryShade: 7,
  colors: { magenta, gray },
  variantColorResolver,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // The page heading shrinks a little on a phone (26 px at 390 px wide, 34 px from 740 px), so most
  // German titles ("Benachrichtigungen") fit a line.
  headings: { fontWeight: '700', sizes: { h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.2vw, 2.125rem)' } } },
  defaultRadius: 'md',
  // A wide table scrolls sideways natively (the keyboard and assistive technology scroll it as
  // any page part), not in Mantine's ScrollArea, which the build leaves out (tools/mf/mantine-imports-plugin.ts).
  // On a phone a long German heading ("Organisationsverwaltung") wraps, hyphenated where the
  // document's language allows, instead of widening the page; a badge keeps its whole label
  // (a squeezed table column would cut "EINGEREICHT" to "EI…"), its table scrolls instead.
  components: {
    TableScrollContainer: { defaultProps: { type: 'native' } },
    Title: { styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } },
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});
