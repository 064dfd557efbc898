import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { validationKey } from '@academy/contracts';
import { useT, useValidationMessage } from '@academy/platform';
import { TextInput } from '@academy/ui/text-input';

type ErrorText = (error?: { message?: string }) => string | undefined;

interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The form's names of the new password and its confirmation. */
  names: { password: Path<T>; confirm: Path<T> };
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** The new password's label ("Password" when registering, "New password" elsewhere). */
  label: string;
  errors: { password?: FieldError; confirm?: FieldError };
  /** Turns an error into text; forms that put API errors on these fields pass their own. */
  errorText?: ErrorText;
}

/** A new password, with the rules as its hint until it has an error, and its confirmation. */
export function NewPasswordFields<T extends FieldValues>({
  register,
  names,
  idPrefix,
  label,
  errors,
  errorText,
}: NewPasswordFieldsProps<T>) {
  const { t } = useT('account');
  const message = useValidationMessage();
  const text = errorText ?? message;
  return (
    <>
      <TextInput
        {...register(names.password)}
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        error={!!errors.password}
        helperText={text(errors.password) ?? message({ message: validationKey('passwordRules') })}
        fullWidth
      />
      <TextInput
        {...register(names.confirm)}
        id={`${idPrefix}-confirm-password`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={!!errors.confirm}
        helperText={text(errors.confirm)}
        fullWidth
      />
    </>
  );
}
