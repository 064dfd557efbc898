import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '@academy/platform';
import { THEME_CHOICES, type ThemeChoice } from '@academy/ui';
import { themeIcons } from './theme-icons';

/** The theme menu of the header's theme control. Loaded on first use (see theme-toggle.tsx). */
export default function ThemeMenu({
  anchor,
  choice,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  choice: ThemeChoice;
  onChoose: (choice: ThemeChoice) => void;
  onClose: () => void;
}) {
  const { t } = useT('shell');
  return (
    <Menu
      id="theme-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('layout.theme.menu') } }}
    >
      {THEME_CHOICES.map((option) => {
        const OptionIcon = themeIcons[option];
        return (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === choice}
            selected={option === choice}
            onClick={() => onChoose(option)}
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
  );
}
