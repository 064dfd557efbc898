import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useT, useThemeChoice } from '@academy/platform';
import type { ThemeChoice } from '@academy/ui';
import { loadOnUse } from './load-on-use';
import { themeIcons } from './theme-icons';

/** The menu loads on first use (prefetched on hover or focus of the button). */
const ThemeMenu = loadOnUse(() => import(/* webpackChunkName: "theme-menu" */ './theme-menu'));

/**
 * The theme control of the header: light, dark, or the system's (the default). A button that
 * names the current choice opens a menu of three radio items; the choice is kept in the `theme` cookie.
 */
export function ThemeToggle() {
  const { t } = useT('shell');
  const { choice, setChoice } = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const label = t('layout.theme.button', { choice: t(`layout.theme.${choice}`) });
  const Icon = themeIcons[choice];
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    setAnchor(null);
  };
  // No Tooltip: the label is the accessible name, and a Tooltip would ship popper.js in the entry.
  return (
    <>
      <IconButton
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={ThemeMenu.prefetch}
        onFocus={ThemeMenu.prefetch}
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
      {used && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} choice={choice} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
