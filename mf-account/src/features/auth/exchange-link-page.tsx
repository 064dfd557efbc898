import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { signIn, useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { useConfirmExchangeLinkMutation } from './api/confirm-exchange-link';

const consequences = ['kyc', 'sessions', 'password'] as const;

/**
 * The one-time link mailed when an exchange sign-on met an existing account of the same email
 * lands here (`?token=`). Opening it changes nothing: the page says what linking does, and the
 * learner's click links (a POST, which works only in the browser that signed on) and signs in.
 */
export function ExchangeLinkPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmExchangeLinkMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    try {
      await signIn(await confirm.mutateAsync({ token }));
      navigate(paths.profile(lang), { replace: true });
    } catch {
      // shown below
    }
  };
  // a used, expired or replaced link: only a new sign-on with the exchange sends another
  const expired = errorCode(confirm.error) === 'EXCHANGE_LINK_EXPIRED';

  return (
    <Page title={t('exchangeLink.title')} lead={t('exchangeLink.lead')} testId="exchange-link-page">
      <FormCard onSubmit={onSubmit} label={t('exchangeLink.title')}>
        {token ? (
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {consequences.map((item) => (
              <Typography component="li" key={item}>
                {t(`exchangeLink.consequences.${item}`)}
              </Typography>
            ))}
          </Box>
        ) : (
          <Alert severity="warning">{t('exchangeLink.missingToken')}</Alert>
        )}
        {confirm.isError && (
          <Alert
            severity="error"
            role="alert"
            data-testid="exchange-link-error"
            action={
              expired ? (
                <Link component={RouterLink} to={paths.login(lang)} sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
                  {t('exchangeLink.signOnAgain')}
                </Link>
              ) : undefined
            }
          >
            {errorText(confirm.error)}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth disabled={!token} loading={confirm.isPending}>
          {t('exchangeLink.confirm')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('exchangeLink.notYou')}
        </Typography>
      </FormCard>
    </Page>
  );
}
