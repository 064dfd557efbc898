/** The @node-oauth/oauth2-server model over the in-memory state. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import OAuth2Server, {
  type AuthorizationCodeModel,
  type Client,
  type RefreshTokenModel,
} from '@node-oauth/oauth2-server';
import type { SandboxConfig } from './config.js';
import type { SandboxState } from './state.js';

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function clientMatches(config: SandboxConfig, id: string | undefined, secret: string | undefined) {
  return id === config.clientId && secret !== undefined && safeEqual(secret, config.clientSecret);
}

/** The registered clients: the academy and one other app (id -> secret and redirect URIs). */
export function registeredClients(config: SandboxConfig) {
  return new Map([
    [config.clientId, { secret: config.clientSecret, redirectUris: config.redirectUris }],
    [config.otherClient.id, { secret: config.otherClient.secret, redirectUris: config.otherClient.redirectUris }],
  ]);
}

export function createOAuthServer(config: SandboxConfig, state: SandboxState) {
  const clients = registeredClients(config);
  const toClient = (id: string): Client => ({
    id,
    redirectUris: clients.get(id)?.redirectUris ?? [],
    grants: ['authorization_code', 'refresh_token'],
    accessTokenLifetime: config.accessTokenLifetime,
    refreshTokenLifetime: config.refreshTokenLifetime,
  });

  const model: AuthorizationCodeModel & RefreshTokenModel = {
    async getClient(clientId, clientSecret) {
      const registered = clients.get(clientId);
      if (!registered) return null;
      // authorize looks the client up without a secret; the token endpoint always passes one
      if (clientSecret !== null && clientSecret !== undefined && !safeEqual(clientSecret, registered.secret))
        return null;
      return toClient(clientId);
    },
    async generateAuthorizationCode() {
      return `code_${randomBytes(24).toString('base64url')}`;
    },
    async generateAccessToken() {
      return `at_${randomBytes(32).toString('base64url')}`;
    },
    async generateRefreshToken() {
      return `rt_${randomBytes(32).toString('base64url')}`;
    },
    async saveAuthorizationCode(code, c, user) {
      const saved = { ...code, client: c, user };
      state.codes.set(code.authorizationCode, saved);
      return saved;
    },
    async getAuthorizationCode(code) {
      return state.codes.get(code) ?? null;
    },
    async revokeAuthorizationCode(code) {
      // single use: a second exchange of the same code finds nothing (invalid_grant)
      return state.codes.delete(code.authorizationCode);
    },
    async saveToken(token, c, user) {
      const saved = { ...token, client: c, user };
      state.accessTokens.set(token.accessToken, saved);
      if (token.refreshToken) {
        state.refreshTokens.set(token.refreshToken, {
          refreshToken: token.refreshToken,
          refreshTokenExpiresAt: token.refreshTokenExpiresAt,
          scope: token.scope,
          client: c,
          user,
          accessToken: token.accessToken,
        });
      }
      return saved;
    },
    async getAccessToken(accessToken) {
      return state.accessTokens.get(accessToken) ?? null;
    },
    async getRefreshToken(refreshToken) {
      return state.refreshTokens.get(refreshToken) ?? null;
    },
    async revokeToken(token) {
      // refresh rotates the pair: the old refresh token AND the access token issued with it die
      const stored = state.refreshTokens.get(token.refreshToken);
      if (!stored) return false;
      state.refreshTokens.delete(token.refreshToken);
      state.accessTokens.delete(stored.accessToken);
      return true;
    },
  };

  return new OAuth2Server({
    model,
    accessTokenLifetime: config.accessTokenLifetime,
    refreshTokenLifetime: config.refreshTokenLifetime,
    allowEmptyState: false,
    alwaysIssueNewRefreshToken: true,
    // a browser (public client) refreshes without a secret; app.ts allows that only for tokens it got by PKCE
    requireClientAuthentication: { refresh_token: false },
  });
}
