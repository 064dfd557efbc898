import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, type ThemeMode } from './tokens';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}

/** Brand green, tuned per mode so text on it and it on the background both pass WCAG AA. */
const green = { light: '#0f7a3d', dark: '#4ade80' };

export function createAcademyTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
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
      background: dark ? { default: '#0b1410', paper: '#111d17' } : { default: '#f7faf8', paper: '#ffffff' },
    },
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
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

/** Page background per mode, used by the pre-paint script so there is no flash. */
export const backgroundOfMode: Readonly<Record<ThemeMode, string>> = { light: '#f7faf8', dark: '#0b1410' };
