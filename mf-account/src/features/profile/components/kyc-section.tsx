import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast, useLanguage, useSessionStore, useT } from '@academy/platform';
import { LoadingState } from '@academy/ui';
import { errorCode, useErrorText } from '../../../lib/request-error';
import { useKycPrefill, type KycPrefill } from '../api/kyc-prefill';
import { startExchangeSignOn } from '../../../lib/exchange/sign-on';
import { useUpdateMeMutation } from '../api/update-me';

const prefillFields = [
  ['name', (p: KycPrefill) => p.name],
  ['surname', (p: KycPrefill) => p.surname],
  ['phoneNumber', (p: KycPrefill) => p.phoneNumber],
  ['address', (p: KycPrefill) => p.address],
  ['province', (p: KycPrefill) => p.province],
  ['postcode', (p: KycPrefill) => p.postcode],
] as const;

/** KYC status; link the exchange account; prefill the profile from the exchange's KYC data (after confirming). */
export function KycSection() {
  const { t } = useT('account');
  const lang = useLanguage();
  const errorText = useErrorText();
  const user = useSessionStore((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(searchParams.get('prefill') === '1');
  const [leaving, setLeaving] = useState(false);
  const prefill = useKycPrefill(open);
  const update = useUpdateMeMutation();
  const kyc = user?.kycStatus ?? 'unverified';
  const linked = Boolean(user?.bkNext);

  const close = () => {
    setOpen(false);
    update.reset();
    if (searchParams.has('prefill')) {
      const next = new URLSearchParams(searchParams);
      next.delete('prefill');
      setSearchParams(next, { replace: true });
    }
  };
  const link = () => {
    setLeaving(true);
    void startExchangeSignOn(lang, 'link').catch(() => setLeaving(false));
  };
  const confirm = (data: KycPrefill) => {
    const body = Object.fromEntries(prefillFields.map(([field, read]) => [field, read(data)]).filter(([, v]) => v));
    update.mutate(body, {
      onSuccess: () => {
        toast(t('profile.kyc.prefillSaved'), 'success');
        close();
      },
    });
  };
  const notLinked = errorCode(prefill.error) === 'EXCHANGE_NOT_LINKED';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="kyc-section">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('profile.details.kyc')}
          </Typography>
          <Chip
            size="small"
            color={kyc === 'verified' ? 'success' : 'default'}
            label={t(`profile.details.kycStatus.${kyc}`)}
            data-testid="kyc-status"
          />
        </Stack>
        <Typography color="text.secondary">{t(linked ? 'profile.kyc.linkedHelp' : 'profile.kyc.linkHelp')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {(!linked || kyc !== 'verified') && (
            <Button variant="contained" onClick={link} loading={leaving}>
              {t('profile.kyc.link')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('profile.kyc.prefill')}
          </Button>
        </Stack>
      </Stack>
      <Dialog open={open} onClose={close} aria-labelledby="kyc-prefill-title" fullWidth maxWidth="sm">
        <DialogTitle id="kyc-prefill-title">{t('profile.kyc.prefillTitle')}</DialogTitle>
        <DialogContent>
          {prefill.isPending && <LoadingState label={t('profile.kyc.prefillLoading')} />}
          {prefill.isError && (
            <Alert severity={notLinked ? 'info' : 'error'} role="alert">
              {notLinked ? t('profile.kyc.notLinked') : errorText(prefill.error)}
            </Alert>
          )}
          {prefill.data && (
            <>
              <DialogContentText sx={{ mb: 2 }}>{t('profile.kyc.prefillConfirm')}</DialogContentText>
              <Stack
                component="dl"
                data-testid="kyc-prefill"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                  columnGap: 3,
                  rowGap: 0.5,
                }}
              >
                {prefillFields.map(([field, read]) => (
                  <Stack key={field} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {t(`profile.details.fields.${field}`)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                      {read(prefill.data) ?? t('profile.details.notSet')}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
              {update.error && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {errorText(update.error)}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('profile.kyc.cancel')}</Button>
          {notLinked ? (
            <Button variant="contained" onClick={link} loading={leaving}>
              {t('profile.kyc.link')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={!prefill.data}
              loading={update.isPending}
              onClick={() => prefill.data && confirm(prefill.data)}
            >
              {t('profile.kyc.useDetails')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
