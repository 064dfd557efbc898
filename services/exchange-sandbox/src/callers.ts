/** Who is calling: a signed-in user (bearer access token) or the academy's server (HTTP Basic). */
import type OAuth2Server from '@node-oauth/oauth2-server';
import { OAuthError, Request as OAuthRequest, Response as OAuthResponse } from '@node-oauth/oauth2-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config.js';
import { SandboxError } from './errors.js';
import { clientMatches } from './oauth.js';
import type { SandboxState } from './state.js';
import type { SeedUser } from './users.js';

export const toOAuthRequest = (req: FastifyRequest) =>
  new OAuthRequest({
    headers: req.headers as Record<string, string>,
    method: req.method,
    query: (req.query ?? {}) as Record<string, string>,
    body: req.body ?? {},
  });

/** The user behind `Authorization: Bearer <access token>` (validated by oauth2-server). */
export async function requireUser(
  oauth: OAuth2Server,
  state: SandboxState,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<SeedUser> {
  try {
    const token = await oauth.authenticate(toOAuthRequest(req), new OAuthResponse());
    const user = state.users.get(String(token.user.id));
    if (!user) throw new SandboxError(401, 'TOKEN_INVALID', 'The token belongs to no user.');
    return user;
  } catch (e) {
    reply.header('WWW-Authenticate', 'Bearer realm="exchange-sandbox"');
    if (e instanceof SandboxError) throw e;
    if (e instanceof OAuthError && e.name === 'unauthorized_request') {
      throw new SandboxError(401, 'TOKEN_MISSING', 'A bearer token is required.');
    }
    if (e instanceof OAuthError) throw new SandboxError(401, 'TOKEN_INVALID', e.message);
    throw e;
  }
}

/** Server-to-server calls: `Authorization: Basic base64(CLIENT_ID:CLIENT_SECRET)`. */
export function requireClient(config: SandboxConfig, req: FastifyRequest, reply: FastifyReply) {
  const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  const i = decoded.indexOf(':');
  if (i < 0 || !clientMatches(config, decoded.slice(0, i), decoded.slice(i + 1))) {
    reply.header('WWW-Authenticate', 'Basic realm="exchange-sandbox"');
    throw new SandboxError(401, 'CLIENT_UNAUTHORIZED', 'Valid client credentials (HTTP Basic) are required.');
  }
}
