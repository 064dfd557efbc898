/** Random values and the PKCE (RFC 7636, S256) pair for the browser's sign-on with the exchange. */

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A URL-safe random string of `bytes` random bytes (state, code verifier). */
export function randomToken(bytes = 32): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return base64Url(values);
}

/** `BASE64URL(SHA256(verifier))`, the S256 code challenge. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const data = new Uint8Array(Array.from(verifier, (c) => c.charCodeAt(0)));
  const digest = await crypto.subtle.digest('SHA-256', data);
  return base64Url(new Uint8Array(digest));
}
