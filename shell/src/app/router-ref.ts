import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: AppRouter | undefined;

/** The one data router, reachable by pages that must patch it (remote retry). */
export const routerRef = {
  set(router: AppRouter) {
    current = router;
  },
  get(): AppRouter {
    if (!current) throw new Error('Router not created yet');
    return current;
  },
};
