import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as Emotion from '@emotion/react';
import * as ReactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';

reportSingletons('content', { React, ReactDOM, ReactRouter, Emotion });

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  { index: true, lazy: () => import('./features/home/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'articles', lazy: () => import('./features/articles/article-list-page').then((m) => ({ Component: m.ArticleListPage })) },
];
