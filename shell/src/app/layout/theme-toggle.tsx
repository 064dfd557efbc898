import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useT, useThemeMode } from '@academy/platform';

export function ThemeToggle() {
  const { t } = useT('shell');
  const [mode, toggle] = useThemeMode();
  const label = mode === 'dark' ? t('layout.lightMode') : t('layout.darkMode');
  // No Tooltip: the label is the accessible name, and a Tooltip would ship popper.js in the entry.
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
