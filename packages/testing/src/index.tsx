export { renderRoutes } from './render-routes';
export { describeRemoteRoutes, type RoutePage } from './remote-routes';
