import { FEEDBACK_MESSAGE_MAX, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, PIN_LENGTH } from './constants';

/**
 * The messages of the request schemas (spec section 5), in English, by name. A schema's message
 * is the i18n key `validation.<name>` (`validationKey`): the site shows that key's translation
 * (@academy/platform's catalogue, whose English is this text), the API answers this text in a
 * 400's `details` (`validationText`), so a bad field reads the same in the form and from the API.
 */
export const validationMessages = {
  emailRequired: 'Please input your email',
  emailInvalid: 'Email invalid',
  passwordRequired: 'Please input your password',
  passwordRules: `Password must be at least ${PASSWORD_MIN_LENGTH} characters with lower- and upper-case letters, digits and a special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  confirmPasswordRequired: 'Please input confirm password',
  confirmPasswordNotMatching: 'Confirm password not matching',
  passwordSameAsOld: 'Old password and new password must not be the same',
  acceptTerms: 'Please check agree to the terms and conditions',
  topicRequired: 'Please select your topic',
  messageRequired: 'Please input your message',
  messageMax: `Message maximum ${FEEDBACK_MESSAGE_MAX} digit`,
  messageInvalid: 'Message is invalid',
  phoneInvalid: 'Phone number invalid',
  postcodeInvalid: 'Postcode invalid',
  walletInvalid: 'Wallet address invalid',
  required: 'This field is required',
  tooLong: 'This field is too long',
  invalidText: 'This field contains invalid characters',
  couponRequired: 'Please enter a coupon code',
  couponInvalid: 'This coupon is invalid.',
  pinRequired: 'Please enter your PIN',
  pinDigits: 'PIN must contain digits only',
  pinLength: `PIN must be exactly ${PIN_LENGTH} digits`,
} as const;
export type ValidationMessageName = keyof typeof validationMessages;

const PREFIX = 'validation.';

/** The i18n key a schema carries as its message. */
export const validationKey = (name: ValidationMessageName) => `${PREFIX}${name}` as const;
export type ValidationKey = ReturnType<typeof validationKey>;

/** The English text of a schema's message: a `validation.*` key's text, any other message as it is. */
export function validationText(message: string): string {
  const name = message.startsWith(PREFIX) ? message.slice(PREFIX.length) : '';
  return Object.hasOwn(validationMessages, name) ? validationMessages[name as ValidationMessageName] : message;
}
