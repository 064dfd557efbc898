import { useT } from '@academy/platform';
import { Page } from '@academy/ui';

export function HomePage() {
  const { t } = useT('content');
  return <Page title={t('home.title')} lead={t('home.lead')} testId="home-page" />;
}
