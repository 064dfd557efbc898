import { useCallback } from 'react';
import { FEEDBACK_MESSAGE_MAX, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@academy/contracts';
import { useT } from '@academy/platform';

/**
 * Schemas carry translation keys as messages (`validation.emailRequired`); this turns a field's
 * error into the localized text, with the numbers of the rules filled in from the contracts.
 */
export function useValidationMessage() {
  const { t } = useT('account');
  return useCallback(
    (error?: { message?: string }) =>
      error?.message
        ? t(error.message, {
            min: PASSWORD_MIN_LENGTH,
            special: PASSWORD_SPECIAL_CHARACTERS,
            max: FEEDBACK_MESSAGE_MAX,
          })
        : undefined,
    [t],
  );
}
