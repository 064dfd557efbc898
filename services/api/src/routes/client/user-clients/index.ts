import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.ts';
import exchangeRoutes from './exchange.ts';
import exchangeLinkRoutes from './exchange-link.ts';
import meRoutes from './me.ts';
import passwordRoutes from './passwords.ts';
import profileImageRoutes from './profile-image.ts';

/** /client/user-clients: the account routes, one file per concern (as test/routes/client/user-clients/ is). */
const userClientRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(meRoutes);
  await app.register(profileImageRoutes);
  await app.register(exchangeRoutes);
  await app.register(exchangeLinkRoutes);
};

export default userClientRoutes;
