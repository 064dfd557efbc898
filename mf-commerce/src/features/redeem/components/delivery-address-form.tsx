import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { deliveryAddressSchema, type DeliveryAddressInput } from '@academy/contracts';
import { toRequestError, useSessionStore, useT, useValidationMessage } from '@academy/platform';
import { useUpdateDeliveryAddress } from '../api/update-delivery-address';

const fields = ['name', 'surname', 'phoneNumber', 'address', 'province', 'postcode'] as const;

/** The delivery address of a physical reward (prefilled from the profile); sends it once. */
export function DeliveryAddressForm({ trackingId }: { trackingId: number }) {
  const { t } = useT('commerce');
  const fieldError = useValidationMessage();
  const user = useSessionStore((s) => s.user);
  const update = useUpdateDeliveryAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryAddressInput>({
    resolver: zodResolver(deliveryAddressSchema),
    defaultValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? user?.lastName ?? '',
      phoneNumber: user?.phoneNumber ?? user?.tel ?? '',
      address: user?.address ?? '',
      province: user?.province ?? '',
      postcode: user?.postcode ?? '',
    },
  });
  return (
    <Grid
      container
      spacing={2}
      component="form"
      noValidate
      aria-label={t('tracking.addressTitle')}
      onSubmit={handleSubmit((address) => update.mutate({ id: trackingId, address }))}
    >
      {fields.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 6 }}>
          <TextField
            {...register(field)}
            id={`address-${trackingId}-${field}`}
            label={t(`tracking.address.${field}`)}
            error={!!errors[field]}
            helperText={fieldError(errors[field])}
            multiline={field === 'address'}
            fullWidth
            required
          />
        </Grid>
      ))}
      {update.isError && (
        <Grid size={12}>
          <Alert severity="error">{toRequestError(update.error).message}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('tracking.address.submit')}
        </Button>
      </Grid>
    </Grid>
  );
}
