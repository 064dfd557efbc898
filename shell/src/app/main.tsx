import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeContext } from '@emotion/react';
import * as ReactRouter from 'react-router';
import { RouterProvider } from 'react-router';
import { PlatformProviders, emotionCache, i18n, reportSingletons, useSessionStore } from '@academy/platform';
import '../i18n';
import { registerConfiguredRemotes } from './remotes/remote-loader';
import { createAppRouter } from './router';

reportSingletons('shell', {
  react: React,
  reactDom: ReactDOM,
  router: ReactRouter.useNavigate,
  store: useSessionStore,
  i18n,
  emotionContext: ThemeContext,
  emotionCache,
});

registerConfiguredRemotes();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  </React.StrictMode>,
);
