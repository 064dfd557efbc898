import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useHydrated, useT, useThemeChoice } from '@academy/platform';
import { THEME_CHOICES, type ThemeChoice } from '@academy/ui';

const icons: Record<ThemeChoice, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/**
 * The theme control of the header: light, dark, or the system's (the default). A button that
 * names the current choice opens a menu of three radio items; the choice is kept in the `theme` cookie.
 */
export function ThemeToggle() {
  const { t } = useT('shell');
  const { choice, setChoice } = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Only works with the page's scripts: disabled until they have taken over (no lost click).
  const hydrated = useHydrated();
  const label = t('layout.theme.button', { choice: t(`layout.theme.${choice}`) });
  const Icon = icons[choice];
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    setAnchor(null);
  };
  // No Tooltip: the label is the accessible name, and a Tooltip would ship popper.js in the entry.
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!hydrated}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? 'theme-menu' : undefined}
        data-testid="theme-toggle"
        data-choice={choice}
      >
        <Icon />
      </IconButton>
      <Menu
        id="theme-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('layout.theme.menu') } }}
      >
        {THEME_CHOICES.map((option) => {
          const OptionIcon = icons[option];
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={option === choice}
              selected={option === choice}
              onClick={() => choose(option)}
              data-testid={`theme-option-${option}`}
            >
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`layout.theme.${option}`)} />
              {option === choice && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
