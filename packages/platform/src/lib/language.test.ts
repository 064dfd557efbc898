import { defaultLanguage } from '@academy/contracts';
import { languageOf } from './language';

describe('languageOf (route loaders read the language here)', () => {
  it('takes a language the route names', () => {
    expect(languageOf({ lang: 'th' })).toBe('th');
    expect(languageOf({ lang: 'en' })).toBe('en');
  });

  it('falls back to the default language for anything else', () => {
    expect(languageOf({})).toBe(defaultLanguage);
    expect(languageOf({ lang: 'fr' })).toBe(defaultLanguage);
    expect(languageOf({ lang: 'TH' })).toBe(defaultLanguage);
  });
});
