import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as Emotion from '@emotion/react';
import * as ReactRouter from 'react-router';
import { RouterProvider } from 'react-router';
import { PlatformProviders, reportSingletons } from '@academy/platform';
import '../i18n';
import { registerConfiguredRemotes } from './remotes/remote-loader';
import { createAppRouter } from './router';

reportSingletons('shell', { React, ReactDOM, ReactRouter, Emotion });

registerConfiguredRemotes();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  </React.StrictMode>,
);
