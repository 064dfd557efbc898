import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';

/** An info alert whose action is "Subscribe" (the subscriptions page). */
export function SubscribeAlert({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  return (
    <Alert
      severity="info"
      data-testid={testId}
      action={
        <Button component={RouterLink} to={paths.subscriptions(lang)} color="inherit" size="small">
          {t('play.subscribe')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
