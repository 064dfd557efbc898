import { errorCodes } from '@academy/contracts';
import en from './en.json';
import th from './th.json';

// The error catalogue: every code the API can answer has a message in English and in Thai,
// so a refusal is never shown as a bare code or in the other language.
describe('error messages', () => {
  it.each(errorCodes)('%s has an English and a Thai message', (code) => {
    const english = (en.errors as Record<string, string>)[code];
    const thai = (th.errors as Record<string, string>)[code];
    expect(english).toEqual(expect.stringMatching(/\S/));
    expect(thai).toEqual(expect.stringMatching(/[\u0E00-\u0E7F]/));
  });
});
