import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { switchLanguageInPath } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';

/** Switches between English and Thai, keeping the current page. */
export function LanguageSwitch() {
  const { t } = useT('shell');
  const lang = useLanguage();
  const location = useLocation();
  const other = lang === 'en' ? 'th' : 'en';
  return (
    <Button
      component={RouterLink}
      to={switchLanguageInPath(location.pathname + location.search + location.hash, other)}
      color="inherit"
      size="small"
      lang={other}
      // The accessible name starts with the visible text (WCAG 2.5.3).
      aria-label={`${other.toUpperCase()} – ${t('layout.switchLanguage', { language: t(`languages.${other}`) })}`}
      data-testid="language-switch"
      sx={{ minWidth: 44 }}
    >
      {other.toUpperCase()}
    </Button>
  );
}
