import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useT, useThemeMode } from '@academy/platform';

export function ThemeToggle() {
  const { t } = useT('shell');
  const [mode, toggle] = useThemeMode();
  const label = mode === 'dark' ? t('layout.lightMode') : t('layout.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} data-testid="theme-toggle" data-mode={mode}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
