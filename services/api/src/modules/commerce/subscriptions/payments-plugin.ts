import fp from 'fastify-plugin';
import { exchangeWalletProvider, type PaymentProvider } from '../../../lib/payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes payments and mints member cards: the exchange wallet at EXCHANGE_BASE_URL (tests may wrap it). */
    payments: PaymentProvider;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'payments',
      exchangeWalletProvider({
        baseUrl: app.config.EXCHANGE_BASE_URL,
        clientId: app.config.EXCHANGE_CLIENT_ID,
        clientSecret: app.config.EXCHANGE_CLIENT_SECRET,
      }),
    );
  },
  { name: 'payments', dependencies: ['config'] },
);
