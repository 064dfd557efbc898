import { StrictMode, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import { RouterProvider } from 'react-router';
import { PlatformProviders, reportSingletons } from '@academy/platform';
import '../i18n';
import { registerConfiguredRemotes } from './remotes/remote-loader';
import { createAppRouter } from './router';

reportSingletons('shell', { useState, createPortal, useNavigate, ThemeContext });

registerConfiguredRemotes();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  </StrictMode>,
);
