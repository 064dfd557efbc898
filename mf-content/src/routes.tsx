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
  { path: 'articles/:slug', lazy: () => import('./features/articles/article-page').then((m) => ({ Component: m.ArticlePage })) },
  {
    path: 'exclusive',
    lazy: () => import('./features/articles/exclusive-articles-page').then((m) => ({ Component: m.ExclusiveArticlesPage })),
  },
  { path: 'search', lazy: () => import('./features/search/search-page').then((m) => ({ Component: m.SearchPage })) },
  { path: 'glossary', lazy: () => import('./features/glossary/glossary-page').then((m) => ({ Component: m.GlossaryPage })) },
  { path: 'glossary/:id', lazy: () => import('./features/glossary/glossary-term-page').then((m) => ({ Component: m.GlossaryTermPage })) },
  { path: 'get-started', lazy: () => import('./features/get-started/get-started-page').then((m) => ({ Component: m.GetStartedPage })) },
  { path: 'about-us', lazy: () => import('./features/about-us/about-us-page').then((m) => ({ Component: m.AboutUsPage })) },
  { path: 'legal/:kind', lazy: () => import('./features/legal/legal-page').then((m) => ({ Component: m.LegalPage })) },
];
