import { useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { SearchField } from '@academy/ui';

/** The home page's search box: sends the words to the search results page. */
export function HomeSearchForm() {
  const { t } = useT('content');
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <SearchField
      label={t('home.search.label')}
      placeholder={t('home.search.placeholder')}
      submitLabel={t('home.search.submit')}
      action={paths.search(lang)}
      onSearch={(q) => navigate(paths.search(lang, q))}
      sx={{ mb: 4 }}
    />
  );
}
