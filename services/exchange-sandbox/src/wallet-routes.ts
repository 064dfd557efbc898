/** The wallet: the signed-in user's (bearer) and, server to server, any wallet (client credentials). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireClient, requireUser } from './callers.js';
import { SandboxError } from './errors.js';
import type { SandboxDeps } from './sandbox-deps.js';

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

/** 201 for a new payment or transfer; 200 with Idempotent-Replayed: true for a repeat of its key. */
const idempotentAnswer = (reply: FastifyReply, replayed: boolean, body: unknown) =>
  reply
    .code(replayed ? 200 : 201)
    .header('Idempotent-Replayed', String(replayed))
    .send(body);

const addressParam = (req: FastifyRequest) => (req.params as { address: string }).address;

export function registerWalletRoutes(app: FastifyInstance, { config, state, oauth }: SandboxDeps) {
  // ---- wallet: the signed-in user (bearer) ----------------------------------------------------

  app.get('/wallet/v1/balance', async (req, reply) =>
    state.balance(state.walletOf(await requireUser(oauth, state, req, reply))),
  );

  app.post('/wallet/v1/payments', async (req, reply) => {
    const user = await requireUser(oauth, state, req, reply);
    const input = parse(paymentBody, req.body);
    const { payment, replayed } = state.pay(state.walletOf(user), input);
    return idempotentAnswer(reply, replayed, payment);
  });

  app.get('/wallet/v1/nfts', async (req, reply) => {
    const w = state.walletOf(await requireUser(oauth, state, req, reply));
    return { items: state.nftsOf(w.address) };
  });

  // ---- wallet: server to server (client credentials) ------------------------------------------

  app.get('/wallet/v1/wallets/:address/balance', async (req, reply) => {
    requireClient(config, req, reply);
    return state.balance(state.wallet(addressParam(req)));
  });

  app.post('/wallet/v1/wallets/:address/payments', async (req, reply) => {
    requireClient(config, req, reply);
    const input = parse(paymentBody, req.body);
    const { payment, replayed } = state.pay(state.wallet(addressParam(req)), input);
    return idempotentAnswer(reply, replayed, payment);
  });

  // Reconciliation: the payment made under a key, if any (404 PAYMENT_NOT_FOUND: never charged).
  app.get('/wallet/v1/wallets/:address/payments', async (req, reply) => {
    requireClient(config, req, reply);
    const { idempotencyKey } = parse(z.object({ idempotencyKey: z.string().min(1).max(200) }), req.query);
    const payment = state.paymentByKey(state.wallet(addressParam(req)), idempotencyKey);
    if (!payment) throw new SandboxError(404, 'PAYMENT_NOT_FOUND', 'No payment was made under this key.');
    return payment;
  });

  app.get('/wallet/v1/wallets/:address/nfts', async (req, reply) => {
    requireClient(config, req, reply);
    const w = state.wallet(addressParam(req));
    return { items: state.nftsOf(w.address) };
  });

  app.get('/wallet/v1/treasury', async (req, reply) => {
    requireClient(config, req, reply);
    return state.balance(state.treasury);
  });

  app.post('/wallet/v1/transfers', async (req, reply) => {
    requireClient(config, req, reply);
    const { transfer, replayed } = state.transfer(parse(transferBody, req.body));
    return idempotentAnswer(reply, replayed, transfer);
  });

  app.post('/wallet/v1/nfts/membership', async (req, reply) => {
    requireClient(config, req, reply);
    const input = parse(mintBody, req.body);
    return reply.code(201).send(state.mintMembership(input.walletAddress, input.tier));
  });
}
