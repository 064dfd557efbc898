import { act, renderHook } from '@testing-library/react';
import {
  emailSchema,
  type Language,
  validationKey,
  validationMessages,
  type ValidationMessageName,
} from '@academy/contracts';
import { i18n } from './i18n';
import th from './i18n/th.json';
import { useValidationMessage } from './validation-message';

const names = Object.keys(validationMessages) as ValidationMessageName[];

async function messagesIn(lng: Language) {
  await act(() => i18n.changeLanguage(lng));
  const { result } = renderHook(() => useValidationMessage());
  return (message: string) => result.current({ message });
}

// The schemas of @academy/contracts carry `validation.*` keys; the API answers their English text.
describe('validation messages', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each(names)('%s reads in English exactly as the API says it', async (name) => {
    const text = await messagesIn('en');
    expect(text(validationKey(name))).toBe(validationMessages[name]);
  });

  it.each(names)('%s has a Thai text with every number of its rule filled in', async (name) => {
    const text = await messagesIn('th');
    expect(text(validationKey(name))).toMatch(/[\u0E00-\u0E7F]/);
    expect(text(validationKey(name))).not.toMatch(/{{|}}/);
  });

  it('has no Thai text for a message the contracts do not have', () => {
    expect(Object.keys(th.validation).sort()).toEqual([...names].sort());
  });

  it('turns a schema failure into the localized text, and a refusal set on a field (errors.<CODE>) too', async () => {
    const failure = emailSchema.safeParse(`${'a'.repeat(250)}@example.com`).error?.issues[0];
    expect((await messagesIn('th'))(failure?.message ?? '')).toBe('รูปแบบอีเมลไม่ถูกต้อง');
    expect((await messagesIn('en'))('errors.COUPON_INVALID')).toBe('This coupon is invalid.');
  });
});
