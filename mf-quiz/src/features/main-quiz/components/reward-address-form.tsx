import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deliveryAddressSchema, type DeliveryAddressInput, type QuizResult } from '@academy/contracts';
import { toRequestError, useSessionStore, useT, useValidationMessage } from '@academy/platform';
import { updateRewardTracking } from '../api/update-reward-tracking';

const fields = ['name', 'surname', 'phoneNumber', 'address', 'province', 'postcode'] as const;

/** The delivery address of a physical reward won by a pass (only while the tracking waits for it). */
export function RewardAddressForm({ tracking }: { tracking: NonNullable<QuizResult['rewardTracking']> }) {
  const { t } = useT('quiz');
  const fieldError = useValidationMessage();
  const user = useSessionStore((s) => s.user);
  const [sent, setSent] = useState(tracking.status !== 'waiting-address');
  const [error, setError] = useState<string | null>(null);
  // The one delivery-address schema (contracts), the same the redeem screens and the API use.
  const form = useForm<DeliveryAddressInput>({
    resolver: zodResolver(deliveryAddressSchema),
    defaultValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? user?.lastName ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      address: user?.address ?? '',
      province: user?.province ?? '',
      postcode: user?.postcode ?? '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await updateRewardTracking(tracking.id, values);
      setSent(true);
    } catch (cause) {
      setError(toRequestError(cause).message);
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="reward-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reward-form-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('result.rewardTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('result.rewardWon', { name: tracking.rewardName })}</Typography>
      {sent ? (
        <Alert severity="success" data-testid="reward-sent">
          {t('result.rewardSent')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {fields.map((field) => {
            const problem = form.formState.errors[field];
            return (
              <TextField
                key={field}
                id={`reward-${field}`}
                label={t(`result.rewardFields.${field}`)}
                size="small"
                required
                multiline={field === 'address'}
                sx={field === 'address' ? { gridColumn: '1 / -1' } : undefined}
                error={Boolean(problem)}
                helperText={fieldError(problem)}
                {...form.register(field)}
              />
            );
          })}
          {error && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            sx={{ justifySelf: 'start' }}
          >
            {t('result.rewardSubmit')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
