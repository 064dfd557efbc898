/**
 * The exchange sandbox: a real OAuth2 authorization server (@node-oauth/oauth2-server) plus the
 * KYC and wallet endpoints the academy needs. All state is in memory (see state.ts).
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import OAuth2Server, {
  OAuthError,
  Request as OAuthRequest,
  Response as OAuthResponse,
} from '@node-oauth/oauth2-server';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadConfig, type SandboxConfig } from './config.js';
import { SandboxError } from './errors.js';
import { clientMatches, createOAuthServer, registeredClients } from './oauth.js';
import { renderLoginPage } from './page.js';
import { SandboxState } from './state.js';
import type { SeedUser } from './users.js';

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxState;
    sandboxConfig: SandboxConfig;
  }
}

export interface BuildOptions {
  config?: Partial<SandboxConfig>;
  /** clock for PIN locks (tests move it); OAuth token expiry uses the real clock */
  now?: () => number;
  logger?: boolean;
}

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const paymentBody = z.object({
  amountCents: z.number().int().positive().max(100_000_000),
  description: z.string().trim().min(1).max(200),
  pin: z.string().regex(/^\d{6}$/, 'PIN must be 6 digits'),
  idempotencyKey: z.string().min(1).max(200),
});
const transferBody = z.object({
  toAddress: address,
  amountKkub: z.union([z.number().positive(), z.string().min(1)]),
  reference: z.string().min(1).max(200),
});
const mintBody = z.object({
  walletAddress: address,
  tier: z.string().trim().min(1).max(50),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    throw new SandboxError(400, 'VALIDATION_ERROR', `${where}${first?.message ?? 'invalid request'}`);
  }
  return result.data;
}

const toOAuthRequest = (req: FastifyRequest) =>
  new OAuthRequest({
    headers: req.headers as Record<string, string>,
    method: req.method,
    query: (req.query ?? {}) as Record<string, string>,
    body: req.body ?? {},
  });

const oauthErrorBody = (e: OAuthError) => ({
  statusCode: e.code,
  code: e.name.toUpperCase(),
  message: e.message,
  // RFC 6749 names, for OAuth client libraries
  error: e.name,
  error_description: e.message,
});

export function buildApp(options: BuildOptions = {}): FastifyInstance {
  const config: SandboxConfig = { ...loadConfig({}), ...options.config };
  const state = new SandboxState(options.now);
  const oauth: OAuth2Server = createOAuthServer(config, state);
  const app = Fastify({ logger: options.logger ?? false });
  app.decorate('sandbox', state);
  app.decorate('sandboxConfig', config);

  app.register(formbody);
  app.register(cors, { origin: true });

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.toJSON());
    if (error instanceof OAuthError) return reply.code(error.code).send(oauthErrorBody(error));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error(error);
      return reply.code(500).send({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    }
    return reply.code(status).send({ statusCode: status, code: 'BAD_REQUEST', message: error.message });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` }),
  );

  /** The user behind `Authorization: Bearer <access token>` (validated by oauth2-server). */
  async function requireUser(req: FastifyRequest, reply: FastifyReply): Promise<SeedUser> {
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
  function requireClient(req: FastifyRequest, reply: FastifyReply) {
    const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    const i = decoded.indexOf(':');
    if (i < 0 || !clientMatches(config, decoded.slice(0, i), decoded.slice(i + 1))) {
      reply.header('WWW-Authenticate', 'Basic realm="exchange-sandbox"');
      throw new SandboxError(401, 'CLIENT_UNAUTHORIZED', 'Valid client credentials (HTTP Basic) are required.');
    }
  }

  app.get('/health', async () => ({ status: 'ok', service: 'exchange-sandbox' }));

  // ---- OAuth2 -------------------------------------------------------------------------------

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

  // ---- user profile and KYC (bearer) -----------------------------------------------------------

  app.get('/api/v1/me', async (req, reply) => {
    const u = await requireUser(req, reply);
    return {
      id: u.id,
      email: u.email,
      // OpenID Connect's claim: whether the exchange confirmed the user owns this address
      email_verified: u.emailVerified,
      firstName: u.firstName,
      lastName: u.lastName,
      kycStatus: u.kycStatus,
      walletAddress: u.walletAddress,
    };
  });

  app.get('/kyc-api/v1/next/kyc/prefill-data', async (req, reply) => {
    const u = await requireUser(req, reply);
    return {
      data: {
        exchangeUserId: u.id,
        email: u.email,
        kycStatus: u.kycStatus,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        address: u.address,
        province: u.province,
        postcode: u.postcode,
        walletAddress: u.walletAddress,
      },
    };
  });

  // ---- wallet: the signed-in user (bearer) ----------------------------------------------------

  app.get('/wallet/v1/balance', async (req, reply) => state.balance(state.walletOf(await requireUser(req, reply))));

  app.post('/wallet/v1/payments', async (req, reply) => {
    const user = await requireUser(req, reply);
    const input = parse(paymentBody, req.body);
    const { payment, replayed } = state.pay(state.walletOf(user), input);
    return reply
      .code(replayed ? 200 : 201)
      .header('Idempotent-Replayed', String(replayed))
      .send(payment);
  });

  app.get('/wallet/v1/nfts', async (req, reply) => {
    const w = state.walletOf(await requireUser(req, reply));
    return { items: state.nftsOf(w.address) };
  });

  // ---- wallet: server to server (client credentials) ------------------------------------------

  app.get('/wallet/v1/wallets/:address/balance', async (req, reply) => {
    requireClient(req, reply);
    return state.balance(state.wallet((req.params as { address: string }).address));
  });

  app.post('/wallet/v1/wallets/:address/payments', async (req, reply) => {
    requireClient(req, reply);
    const input = parse(paymentBody, req.body);
    const { payment, replayed } = state.pay(state.wallet((req.params as { address: string }).address), input);
    return reply
      .code(replayed ? 200 : 201)
      .header('Idempotent-Replayed', String(replayed))
      .send(payment);
  });

  // Reconciliation: the payment made under a key, if any (404 PAYMENT_NOT_FOUND: never charged).
  app.get('/wallet/v1/wallets/:address/payments', async (req, reply) => {
    requireClient(req, reply);
    const { idempotencyKey } = parse(z.object({ idempotencyKey: z.string().min(1).max(200) }), req.query);
    const payment = state.paymentByKey(state.wallet((req.params as { address: string }).address), idempotencyKey);
    if (!payment) throw new SandboxError(404, 'PAYMENT_NOT_FOUND', 'No payment was made under this key.');
    return payment;
  });

  app.get('/wallet/v1/wallets/:address/nfts', async (req, reply) => {
    requireClient(req, reply);
    const w = state.wallet((req.params as { address: string }).address);
    return { items: state.nftsOf(w.address) };
  });

  app.get('/wallet/v1/treasury', async (req, reply) => {
    requireClient(req, reply);
    return state.balance(state.treasury);
  });

  app.post('/wallet/v1/transfers', async (req, reply) => {
    requireClient(req, reply);
    const { transfer, replayed } = state.transfer(parse(transferBody, req.body));
    return reply
      .code(replayed ? 200 : 201)
      .header('Idempotent-Replayed', String(replayed))
      .send(transfer);
  });

  app.post('/wallet/v1/nfts/membership', async (req, reply) => {
    requireClient(req, reply);
    const input = parse(mintBody, req.body);
    return reply.code(201).send(state.mintMembership(input.walletAddress, input.tier));
  });

  return app;
}
