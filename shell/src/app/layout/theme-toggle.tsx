import { useRef } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLocation } from 'react-router';
import { useT, useThemeChoice } from '@academy/platform';
import { THEME_CHOICES } from '@academy/ui';
import { THEME_CHOICE_PATH } from '../../../server/theme-choice-path';
import { themeIcons } from './theme-icons';

const PANEL_ID = 'theme-menu';

/**
 * The theme control of the header: light, dark, or the system's (the default), kept in the
 * `theme` cookie. The button opens an HTML `popover` (no script needed, one frame) holding a form
 * of three choices: before the app runs a choice posts to the shell's server, which sets the
 * cookie and sends the browser back to this page (server/theme-choice.mjs); once it runs, the
 * choice switches in place and nothing is posted.
 */
export function ThemeToggle() {
  const { t } = useT('shell');
  const { choice, setChoice } = useThemeChoice();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const label = t('layout.theme.button', { choice: t(`layout.theme.${choice}`) });
  const Icon = themeIcons[choice];
  // No Tooltip: the label is the accessible name, and a Tooltip would ship popper.js in the entry.
  return (
    <>
      <IconButton
        popoverTarget={PANEL_ID}
        aria-label={label}
        title={label}
        data-testid="theme-toggle"
        data-choice={choice}
      >
        <Icon />
      </IconButton>
      <Box
        id={PANEL_ID}
        ref={panel}
        popover="auto"
        sx={{
          // the browser's popover box, placed under the header's right end (never `display`)
          position: 'fixed',
          inset: 'auto',
          top: { xs: 56, md: 64 },
          right: 8,
          m: 0,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 8,
        }}
      >
        <form method="post" action={THEME_CHOICE_PATH}>
          {/* the page to come back to (the path and query: the server never sees a hash) */}
          <input type="hidden" name="back" value={location.pathname + location.search} />
          <Box role="group" aria-label={t('layout.theme.menu')}>
            {THEME_CHOICES.map((option) => {
              const OptionIcon = themeIcons[option];
              return (
                <ListItemButton
                  key={option}
                  component="button"
                  type="submit"
                  name="theme"
                  value={option}
                  aria-pressed={option === choice}
                  selected={option === choice}
                  onClick={(event) => {
                    event.preventDefault();
                    setChoice(option);
                    panel.current?.hidePopover();
                  }}
                  data-testid={`theme-option-${option}`}
                  sx={{ width: '100%', borderRadius: 1 }}
                >
                  <ListItemIcon>
                    <OptionIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`layout.theme.${option}`)} />
                  {option === choice && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
                </ListItemButton>
              );
            })}
          </Box>
        </form>
      </Box>
    </>
  );
}
