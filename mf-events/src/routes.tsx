import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as Emotion from '@emotion/react';
import * as ReactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';

reportSingletons('events', { React, ReactDOM, ReactRouter, Emotion });

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  { path: 'hackathon', lazy: () => import('./features/hackathon/hackathon-page').then((m) => ({ Component: m.HackathonPage })) },
  { path: 'pitch-2024', lazy: () => import('./features/pitch-2024/pitch-2024-page').then((m) => ({ Component: m.Pitch2024Page })) },
];
