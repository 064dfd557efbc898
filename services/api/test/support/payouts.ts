import type { FastifyInstance } from 'fastify';
import { exchangeClient } from '../../src/lib/exchange-client.ts';
import type { SandboxState } from '../../../exchange-sandbox/src/state.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startExchangeSandbox } from './accounts.ts';

/** A wallet address the exchange sandbox refuses transfers to (a final refusal, not an outage). */
export const REJECTING_ADDRESS = '0x00000000000000000000000000000000000dead0';

/** The real exchange sandbox for payout tests: its state and the KKUB units a wallet holds. */
export async function startPayoutSandbox() {
  const exchange = await startExchangeSandbox();
  const sandbox = (exchange.sandbox as unknown as { sandbox: SandboxState }).sandbox;
  const units = (address: string) => sandbox.wallets.get(address.toLowerCase())?.kkubUnits ?? 0;
  return { config: exchange.config, sandbox, units };
}

/** Runs `run` with the exchange unreachable for transfers (every payout answers EXCHANGE_UNREACHABLE). */
export async function whileExchangeDown<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  const real = app.exchange.transfer;
  app.exchange.transfer = exchangeClient({
    baseUrl: 'http://127.0.0.1:9',
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    timeoutMs: 2000,
  }).transfer;
  try {
    return await run();
  } finally {
    app.exchange.transfer = real;
  }
}
