import { paths, remoteForPath, remoteNames, routePrefixes, switchLanguageInPath } from './routes';

describe('route table', () => {
  it('gives every prefix to exactly one remote', () => {
    const all = remoteNames.flatMap((name) => routePrefixes[name]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['/en', 'content'],
    ['/th/articles/what-is-bitcoin', 'content'],
    ['/en/legal/privacy-policy', 'content'],
    ['/en/quizzes/abc/result', 'quiz'],
    ['/th/pop-quizzes', 'quiz'],
    ['/en/auth/callback', 'account'],
    ['/en/profile/favourites', 'account'],
    ['/en/redeem/history', 'commerce'],
    ['/th/pitch-2024', 'events'],
    ['/en/hackathon-invitations', 'events'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('knows no remote for unknown paths', () => {
    expect(remoteForPath('/en/nope')).toBeUndefined();
  });

  it('every path builder lands in the remote that owns it', () => {
    expect(remoteForPath(paths.article('en', 'x'))).toBe('content');
    expect(remoteForPath(paths.certificate('th', 'id'))).toBe('quiz');
    expect(remoteForPath(paths.exchangeCallback('en'))).toBe('account');
    expect(remoteForPath(paths.checkout('en', 3))).toBe('commerce');
    expect(remoteForPath(paths.hackathon('th'))).toBe('events');
  });

  it('encodes path segments and queries', () => {
    expect(paths.article('en', 'a b/c')).toBe('/en/articles/a%20b%2Fc');
    expect(paths.search('th', 'บิตคอยน์ & eth')).toBe(`/th/search?q=${encodeURIComponent('บิตคอยน์ & eth')}`);
  });
});

describe('switchLanguageInPath', () => {
  it('swaps the language and keeps the rest', () => {
    expect(switchLanguageInPath('/en/articles/x?tab=2#top', 'th')).toBe('/th/articles/x?tab=2#top');
    expect(switchLanguageInPath('/th', 'en')).toBe('/en');
  });
  it('adds a language to a path without one', () => {
    expect(switchLanguageInPath('/glossary?q=a', 'en')).toBe('/en/glossary?q=a');
    expect(switchLanguageInPath('/', 'th')).toBe('/th');
  });
});
