/** The OAuth2 endpoints: the login page, its answer (a code for the client) and the token endpoint. */
import { OAuthError, Response as OAuthResponse } from '@node-oauth/oauth2-server';
import type { FastifyInstance } from 'fastify';
import { toOAuthRequest } from './callers.js';
import { SandboxError } from './errors.js';
import { registeredClients } from './oauth.js';
import { renderLoginPage } from './page.js';
import type { SandboxDeps } from './sandbox-deps.js';

export function registerOAuthRoutes(app: FastifyInstance, { config, state, oauth }: SandboxDeps) {
  app.get('/oauth2/authorize', async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const client = q.client_id ? registeredClients(config).get(q.client_id) : undefined;
    if (!client) throw new SandboxError(400, 'INVALID_CLIENT', 'Unknown client_id.');
    if (!q.redirect_uri || !client.redirectUris.includes(q.redirect_uri)) {
      throw new SandboxError(400, 'INVALID_REDIRECT_URI', 'redirect_uri is not registered for this client.');
    }
    if (q.response_type !== 'code') {
      throw new SandboxError(400, 'UNSUPPORTED_RESPONSE_TYPE', 'Only response_type=code is supported.');
    }
    if (!q.state) throw new SandboxError(400, 'INVALID_REQUEST', 'state is required.');
    const passThrough = [
      'client_id',
      'redirect_uri',
      'response_type',
      'state',
      'scope',
      'code_challenge',
      'code_challenge_method',
    ];
    const params = Object.fromEntries(passThrough.filter((k) => q[k] !== undefined).map((k) => [k, String(q[k])]));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderLoginPage(params));
  });

  app.post('/oauth2/authorize', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const denied = body.allowed === 'false';
    const user = body.user_id ? state.users.get(body.user_id) : undefined;
    if (!user && !denied) throw new SandboxError(400, 'USER_NOT_FOUND', 'Pick one of the sandbox users.');
    const response = new OAuthResponse();
    try {
      await oauth.authorize(toOAuthRequest(req), response, {
        authenticateHandler: { handle: () => ({ id: user?.id ?? 'anonymous' }) },
      });
    } catch (e) {
      const location = response.get('location') as string | undefined;
      // errors after the redirect_uri was validated go back to the client, the rest are shown here
      if (e instanceof OAuthError && location) return reply.redirect(location, 302);
      throw e;
    }
    return reply.redirect(response.get('location') as string, 302);
  });

  app.post('/oauth2/access_token', async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    // Public client (the browser): no secret, no Basic. A code needs PKCE (oauth2-server checks the
    // verifier); a refresh token must have been issued to the public client.
    const publicClient = !body.client_secret && !/^Basic\s/i.test(req.headers.authorization ?? '');
    if (publicClient && body.grant_type === 'refresh_token') {
      const stored = body.refresh_token ? state.refreshTokens.get(body.refresh_token) : undefined;
      if (stored && !stored.publicClient) {
        throw new SandboxError(400, 'INVALID_CLIENT', 'This refresh token needs the client credentials.');
      }
    }
    const token = await oauth.token(toOAuthRequest(req), new OAuthResponse());
    if (publicClient && token.refreshToken) {
      const stored = state.refreshTokens.get(token.refreshToken);
      if (stored) stored.publicClient = true;
    }
    return {
      access_token: token.accessToken,
      token_type: 'Bearer',
      expires_in: token.client.accessTokenLifetime ?? config.accessTokenLifetime,
      refresh_token: token.refreshToken,
      ...(token.scope?.length ? { scope: token.scope.join(' ') } : {}),
    };
  });
}
