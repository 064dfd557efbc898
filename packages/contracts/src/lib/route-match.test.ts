import {
  decodeURIComponentSafe,
  isKnownPath,
  languageOfPath,
  sectionOf,
  segmentsAfterLanguage,
} from './route-match.mjs';

describe('route matching (shared by the browser and the shell server)', () => {
  it('reads the language of a path, the default when it has none', () => {
    expect(languageOfPath('/th/articles')).toBe('th');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/articles')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('gives the segments and the section after the language', () => {
    expect(segmentsAfterLanguage('/th/legal/privacy-policy')).toEqual(['legal', 'privacy-policy']);
    expect(sectionOf('/en/quizzes/abc')).toBe('quizzes');
    expect(sectionOf('quizzes')).toBe('quizzes');
    expect(sectionOf('/th')).toBe('');
  });

  it.each(['/', '/en', '/th/', '/articles', '/en/articles/x', '/th/%61rticles', '/th/redeem/history'])(
    '%s is a page of the site',
    (path) => expect(isKnownPath(path)).toBe(true),
  );

  it.each(['/en/nope', '/favicon.ico', '/en/en', '/en/%E0%A4%A', '/en/legal%2Fx', '/wp-login.php'])(
    '%s is not',
    (path) => expect(isKnownPath(path)).toBe(false),
  );

  it('decodes what it can and keeps a broken escape as it is', () => {
    expect(decodeURIComponentSafe('a%20b')).toBe('a b');
    expect(decodeURIComponentSafe('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
