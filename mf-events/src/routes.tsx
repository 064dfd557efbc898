import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { eventsLoader } from './features/events/loaders';
import { pitchLoader } from './features/pitch-2024/loaders';
import { hackathonLoader, invitationsLoader } from './features/hackathon/loaders';

reportSingletons('events', { useState, createPortal, useNavigate, ThemeContext });

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  {
    path: 'events',
    loader: eventsLoader,
    lazy: () => import('./features/events/events-page').then((m) => ({ Component: m.EventsPage })),
  },
  {
    path: 'hackathon',
    loader: hackathonLoader,
    lazy: () => import('./features/hackathon/hackathon-page').then((m) => ({ Component: m.HackathonPage })),
  },
  {
    path: 'hackathon-invitations',
    loader: invitationsLoader,
    lazy: () =>
      import('./features/hackathon/invitations-page').then((m) => ({ Component: m.HackathonInvitationsPage })),
  },
  {
    path: 'pitch-2024',
    loader: pitchLoader,
    lazy: () => import('./features/pitch-2024/pitch-2024-page').then((m) => ({ Component: m.Pitch2024Page })),
  },
];
