import { FEEDBACK_MESSAGE_MAX, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, PIN_LENGTH } from './constants';

/**
 * The messages of the request schemas (spec section 5), in English, by name. A schema's message
 * is the i18n key `validation.<name>` (`validationKey`): the site shows that key's translation
 * (@academy/platform's catalogue, whose English is this text), the API answers this text in a
 * 400's `details` (`validationText`), so a bad field reads the same in the form and from the API.
 */
export const validationMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordRules: `Password must be at least ${PASSWORD_MIN_LENGTH} characters with lower- and upper-case letters, digits and a special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  confirmPasswordRequired: 'Please confirm your password',
  confirmPasswordNotMatching: 'The passwords do not match',
  passwordSameAsOld: 'The new password must be different from the old one',
  acceptTerms: 'Please agree to the terms and conditions',
  topicRequired: 'Please choose a topic',
  messageRequired: 'Please enter your message',
  messageMax: `The message can be at most ${FEEDBACK_MESSAGE_MAX} characters long`,
  messageInvalid: 'The message is not valid',
  phoneInvalid: 'Please enter a valid phone number',
  postcodeInvalid: 'Please enter a valid postcode',
  walletInvalid: 'Please enter a valid wallet address',
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
