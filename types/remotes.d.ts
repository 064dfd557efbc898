// Aliases that exist only in the shell's monolith build (see shell/webpack.config.cjs).
declare module '@remote/*' {
  import type { RouteObject } from 'react-router';
  export const routes: RouteObject[];
}
