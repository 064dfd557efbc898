import { apiAssetUrl } from './runtime-config';

describe('apiAssetUrl', () => {
  it('prefixes an API-relative path with the API base URL (the avatar shows on the site origin)', () => {
    expect(apiAssetUrl('/client/user-clients/profile-images/a.webp', 'https://api.academy.example/')).toBe(
      'https://api.academy.example/client/user-clients/profile-images/a.webp',
    );
    expect(apiAssetUrl('/x.png', 'http://localhost:1337')).toBe('http://localhost:1337/x.png');
  });

  it('keeps absolute http(s) URLs and drops anything else', () => {
    expect(apiAssetUrl('https://cdn.example/a.png', 'http://api')).toBe('https://cdn.example/a.png');
    expect(apiAssetUrl('javascript:alert(1)', 'http://api')).toBeUndefined();
    expect(apiAssetUrl('//evil.example/a.png', 'http://api')).toBeUndefined();
    expect(apiAssetUrl('relative.png', 'http://api')).toBeUndefined();
    expect(apiAssetUrl(null)).toBeUndefined();
    expect(apiAssetUrl('')).toBeUndefined();
  });

  it('uses the runtime config by default', () => {
    window.__ACADEMY_CONFIG__ = { apiUrl: 'https://api.test' };
    try {
      expect(apiAssetUrl('/img.png')).toBe('https://api.test/img.png');
    } finally {
      delete window.__ACADEMY_CONFIG__;
    }
  });
});
