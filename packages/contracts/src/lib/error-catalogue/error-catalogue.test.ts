import { errorCatalogue } from '.';
import { languages } from '../routes';
import { errorCodes, isErrorCode } from '../errors';

const entries = Object.entries(errorCatalogue);
const thai = /[\u0E00-\u0E7F]/;

describe('the error catalogue', () => {
  it.each(entries)('%s has one 4xx/5xx status, an English and a Thai text', (_code, entry) => {
    expect(Number.isInteger(entry.status) && entry.status >= 400 && entry.status <= 599).toBe(true);
    expect(entry.en.trim()).not.toBe('');
    expect(entry.en).not.toMatch(thai);
    expect(entry.th).toMatch(thai);
  });

  it('gives every code its own text: no two codes read the same', () => {
    for (const language of languages) {
      const texts = entries.map(([, entry]) => entry[language]);
      expect(texts.filter((text, at) => texts.indexOf(text) !== at)).toEqual([]);
    }
  });

  it('is where errorCodes come from', () => {
    expect([...errorCodes].sort()).toEqual(Object.keys(errorCatalogue).sort());
    expect(isErrorCode('LOGIN_EMAIL_NOT_VERIFIED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  // One Thai word for each thing (issue 35): the exchange กระดานเทรด (not เอ็กซ์เชนจ์), its wallet
  // กระเป๋าเงิน (not วอลเล็ต or a bare กระเป๋า), subscribing สมัครสมาชิก, registering ลงทะเบียน.
  it.each(entries)(
    '%s says exchange, wallet, subscribe and register with the site’s one Thai word',
    (_code, { th }) => {
      expect(th).not.toMatch(/เอ็กซ์เชนจ์|วอลเล็ต|กระเป๋า(?!เงิน)/);
      expect(th).not.toMatch(/สมัคร(?!สมาชิก)/);
    },
  );
});
