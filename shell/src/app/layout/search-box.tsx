import { useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { SearchField } from '@academy/ui';

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useT('shell');
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    // A real GET form to the search page (`action`): a search sent before the page's scripts have
    // run (server-rendered) still works, as a full page load; after hydration it navigates in the app.
    <SearchField
      compact
      action={paths.search(lang)}
      label={t('layout.searchPlaceholder')}
      onSearch={(q) => {
        if (!q) return;
        navigate(paths.search(lang, q));
        onSearched?.();
      }}
      sx={{ width: { xs: '100%', md: 200, xl: 260 } }}
    />
  );
}
