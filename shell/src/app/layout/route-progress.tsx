import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useT } from '@academy/platform';

/** A bar at the top while a route, a remote's code included, loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useT('shell');
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      data-testid="route-progress"
      aria-label={t('layout.loadingPage')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
