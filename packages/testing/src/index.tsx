export { renderRoutes } from './render-routes';
export { describeRemoteRoutes, type RoutePage } from './remote-routes';
export {
  mockHttp,
  mockApi,
  setupMockApi,
  apiError,
  reply,
  networkError,
  type SeenRequest,
  type Reply,
  type Handler,
} from './mock-http';
export { accountUser, sessionAnswer } from './account-user';
export { expectSignOutDropsUserQueries } from './user-queries';
export { textContent } from './text-content';
