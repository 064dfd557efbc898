/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { codeChallengeS256, randomToken } from './pkce';

describe('PKCE', () => {
  it('makes URL-safe random tokens that differ', () => {
    const a = randomToken(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(32)).not.toBe(a);
  });

  it('derives the S256 challenge: BASE64URL(SHA256(verifier)) without padding', async () => {
    const verifier = randomToken(48);
    expect(await codeChallengeS256(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(await codeChallengeS256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
