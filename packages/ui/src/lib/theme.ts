import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
// The theme is typed with its CSS variables (theme.vars, theme.colorSchemes) everywhere it is used.
import type {} from '@mui/material/themeCssVarsAugmentation';
import colorScheme from './color-scheme.json';
import { KEEP_TOGETHER_CLASS } from './thai-text';
import { BREAKPOINTS, type ThemeMode } from './tokens';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}

/** A colour scheme of the site: what `<html data-theme>` says and what the palette is built for. */
export type ColorScheme = ThemeMode;
/** What a learner can choose: a scheme, or follow the operating system. */
export type ThemeChoice = ColorScheme | 'system';

/** The attribute on `<html>` that selects the scheme (MUI's `colorSchemeSelector`, the init script, the server). */
export const COLOR_SCHEME_ATTRIBUTE = colorScheme.attribute;
export const THEME_CHOICES = colorScheme.choices as readonly ThemeChoice[];

/** Page background per scheme (also in the pre-paint CSS, so there is no flash). */
export const backgroundOfMode: Readonly<Record<ColorScheme, string>> = colorScheme.background;

/** Brand green, tuned per mode so text on it and it on the background both pass WCAG AA. */
const green = { light: '#0f7a3d', dark: '#4ade80' };

function paletteOf(mode: ColorScheme): PaletteOptions {
  const dark = mode === 'dark';
  return {
    primary: { main: dark ? green.dark : green.light, contrastText: dark ? '#052e16' : '#ffffff' },
    secondary: { main: dark ? '#fbbf24' : '#b45309' },
    // status colours (chips, alerts, text) that keep AA contrast with their text and on the
    // background in each mode; MUI's defaults (warning #ed6c02, info #0288d1 with white, dark
    // error #f44336 with white) do not
    warning: { main: dark ? '#fbbf24' : '#b45309' },
    info: { main: dark ? '#38bdf8' : '#0369a1' },
    error: { main: dark ? '#f87171' : '#c62828' },
    success: { main: dark ? '#4ade80' : '#2e7d32' },
    // contrastText computed for a colour without one: AA (4.5:1), not MUI's default 3:1
    contrastThreshold: 4.5,
    background: { default: backgroundOfMode[mode], paper: dark ? '#111d17' : '#ffffff' },
  };
}

/**
 * Where a finger, not a mouse pointer, taps: a phone-wide screen or a coarse pointer. Every control
 * there is at least 44x44 CSS px (issue 36); a desktop keeps MUI's denser sizes.
 */
export const TOUCH_SCREEN = `@media (max-width: ${BREAKPOINTS.sm - 0.05}px), (pointer: coarse)`;
const TAP = 44;

/** The sx of a link that stands alone (not inside a sentence): a finger's height tall on a touch screen. */
export const standaloneLink = {
  display: 'inline-flex',
  alignItems: 'center',
  [TOUCH_SCREEN]: { minHeight: TAP },
} as const;

/**
 * The one theme of the site, with both colour schemes as CSS variables: switching the scheme
 * changes the `data-theme` attribute on `<html>`, not the theme object, so every remote follows
 * without re-rendering. Read colours through `theme.vars` or sx strings ('primary.main'), and
 * scheme-specific styles through `theme.applyStyles('dark', ...)`; `theme.palette` holds the
 * light scheme's values only.
 */
export function createAcademyTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: { palette: paletteOf('light') }, dark: { palette: paletteOf('dark') } },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: 10 },
    typography: {
      // Thai: the web font, else a local copy, else Tahoma matched to its metrics (shell/index.html); Latin: the system's.
      fontFamily:
        '"Noto Sans Thai", "Noto Sans Thai Local", "Noto Sans Thai Fallback", "Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    components: {
      // Thai runs a line must not break inside (ThaiText)
      MuiCssBaseline: { styleOverrides: { [`.${KEEP_TOGETHER_CLASS}`]: { whiteSpace: 'nowrap' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', [TOUCH_SCREEN]: { minHeight: TAP } } },
      },
      MuiIconButton: { styleOverrides: { root: { [TOUCH_SCREEN]: { minWidth: TAP, minHeight: TAP } } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      // 24 px icon + 10 px each side (MUI: 9): the label beside it makes the rest of the target
      MuiRadio: { styleOverrides: { root: { [TOUCH_SCREEN]: { padding: 10 } } } },
      MuiCheckbox: { styleOverrides: { root: { [TOUCH_SCREEN]: { padding: 10 } } } },
      MuiChip: {
        styleOverrides: { clickable: { [TOUCH_SCREEN]: { height: TAP, borderRadius: TAP / 2 } } },
      },
      MuiTabScrollButton: { styleOverrides: { root: { [TOUCH_SCREEN]: { width: TAP, minHeight: TAP } } } },
      // a small field is 40 px tall: 44 on a touch screen (its label moves down with it)
      MuiInputBase: {
        styleOverrides: {
          sizeSmall: { [TOUCH_SCREEN]: { '& .MuiInputBase-input': { paddingTop: 10.5, paddingBottom: 10.5 } } },
        },
      },
      MuiInputLabel: {
        styleOverrides: { sizeSmall: { [TOUCH_SCREEN]: { '&:not(.MuiInputLabel-shrink)': { top: 2 } } } },
      },
      MuiPaginationItem: { styleOverrides: { root: { [TOUCH_SCREEN]: { minWidth: TAP, height: TAP } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // the letter on the default avatar: the brand colour pair (AA), not white on light grey (1.8:1)
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }) => ({
            backgroundColor: theme.vars.palette.primary.main,
            color: theme.vars.palette.primary.contrastText,
          }),
        },
      },
      // on a phone an alert's action goes under its message instead of squeezing it to a word a line
      MuiAlert: {
        styleOverrides: {
          root: { [TOUCH_SCREEN]: { flexWrap: 'wrap' } },
          message: { [TOUCH_SCREEN]: { flex: '1 1 0' } },
          action: {
            [TOUCH_SCREEN]: {
              flexBasis: '100%',
              margin: 0,
              padding: '0 0 6px',
              '.MuiAlert-icon ~ &': { paddingLeft: 34 },
              '& a': standaloneLink,
            },
          },
        },
      },
    },
  });
}

let siteTheme: Theme | undefined;

/**
 * The site's one theme, made on its first use: making it is one of the longest steps of the app's
 * start (~180 ms at 4x CPU), which the shell takes in a task of its own before the platform uses it.
 */
export function academyTheme(): Theme {
  return (siteTheme ??= createAcademyTheme());
}
