import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth-routes.ts';
import exchangeRoutes from '../exchange-link/sign-on-routes.ts';
import exchangeLinkRoutes from '../exchange-link/routes.ts';
import meRoutes from './me-routes.ts';
import passwordRoutes from './password-routes.ts';
import profileImageRoutes from './profile-image-routes.ts';

/** /client/user-clients: the account routes, one file per concern (as test/modules/account/user-clients/ is). */
const userClientRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(meRoutes);
  await app.register(profileImageRoutes);
  await app.register(exchangeRoutes);
  await app.register(exchangeLinkRoutes);
};

export default userClientRoutes;
