// The account domain's public face: what app.ts, the plugins and other domains may import
// (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as favoriteRoutes } from './favorites/routes.ts';
export { favoritesRepository } from './favorites/repository.ts';
export { default as feedbackRoutes } from './feedbacks/routes.ts';
export { feedbacksRepository } from './feedbacks/repository.ts';
export { exchangeLinksRepository } from './exchange-link/repository.ts';
export { default as profileRoutes } from './profile/routes.ts';
export { default as provinceRoutes } from './provinces/routes.ts';
export { provincesRepository } from './provinces/repository.ts';
export { sessionsRepository, type SessionUser } from './sessions/repository.ts';
export { default as unsubscribeRoutes } from './unsubscribe/routes.ts';
export { default as userClientRoutes } from './user-clients/routes.ts';
export { accountsRepository } from './users/accounts-repository.ts';
export { usersRepository, type User } from './users/repository.ts';
