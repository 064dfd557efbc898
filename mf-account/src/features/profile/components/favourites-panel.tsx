import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState } from '@academy/ui';

export function FavouritesPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  return (
    <EmptyState
      title={t('profile.favourites.emptyTitle')}
      description={t('profile.favourites.emptyDescription')}
      action={
        <Button component={RouterLink} to={paths.articles(lang)} variant="outlined">
          {t('profile.favourites.browse')}
        </Button>
      }
    />
  );
}
