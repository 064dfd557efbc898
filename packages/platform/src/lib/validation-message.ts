import { useCallback } from 'react';
import { FEEDBACK_MESSAGE_MAX, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, PIN_LENGTH } from '@academy/contracts';
import { useT } from './i18n';

/** The numbers of the rules, for the translations that name them (`{{min}}`, `{{max}}`, ...). */
const ruleValues = {
  min: PASSWORD_MIN_LENGTH,
  special: PASSWORD_SPECIAL_CHARACTERS,
  max: FEEDBACK_MESSAGE_MAX,
  pinLength: PIN_LENGTH,
};

/**
 * A form field's error as localized text. The contracts' schemas carry i18n keys as messages
 * (`validation.emailInvalid`, English from `validationMessages`, Thai in this package's
 * catalogue), and forms put an API refusal on a field as `errors.<CODE>`: both resolve here.
 */
export function useValidationMessage() {
  const { t } = useT();
  return useCallback(
    (error?: { message?: string }) => (error?.message ? t(error.message, ruleValues) : undefined),
    [t],
  );
}
