import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { aboutUsLoader } from './features/about-us/loaders';
import { articleHead } from './features/articles/article-head';
import { articleListLoader, articleLoader } from './features/articles/loaders';
import { getStartedLoader } from './features/get-started/loaders';
import { glossaryTermHead } from './features/glossary/glossary-term-head';
import { glossaryLoader, glossaryTermLoader } from './features/glossary/loaders';
import { homeLoader } from './features/home/loaders';
import { legalLoader } from './features/legal/loaders';
import { learningPathHead } from './features/paths/learning-path-head';
import { learningPathLoader, learningPathsLoader } from './features/paths/loaders';
import { searchLoader } from './features/search/loaders';

reportSingletons('content', { useState, createPortal, useNavigate, ThemeContext });

/*
 * Each route's loader lives in its feature (`features/<feature>/loaders.ts`): it starts the queries
 * the page reads (same keys), so the data is on its way before the page's code arrives. In the
 * browser it does not wait; during a server render it does, and the HTML carries the data.
 */

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  {
    index: true,
    loader: homeLoader,
    lazy: () => import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'articles',
    loader: articleListLoader,
    lazy: () => import('./features/articles/article-list-page').then((m) => ({ Component: m.ArticleListPage })),
  },
  {
    path: 'articles/:slug',
    loader: articleLoader,
    handle: { head: articleHead },
    lazy: () => import('./features/articles/article-page').then((m) => ({ Component: m.ArticlePage })),
  },
  {
    path: 'exclusive',
    lazy: () =>
      import('./features/articles/exclusive-articles-page').then((m) => ({ Component: m.ExclusiveArticlesPage })),
  },
  {
    path: 'search',
    loader: searchLoader,
    lazy: () => import('./features/search/search-page').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: 'glossary',
    loader: glossaryLoader,
    lazy: () => import('./features/glossary/glossary-page').then((m) => ({ Component: m.GlossaryPage })),
  },
  {
    path: 'glossary/:id',
    loader: glossaryTermLoader,
    handle: { head: glossaryTermHead },
    lazy: () => import('./features/glossary/glossary-term-page').then((m) => ({ Component: m.GlossaryTermPage })),
  },
  {
    path: 'paths',
    loader: learningPathsLoader,
    lazy: () => import('./features/paths/learning-paths-page').then((m) => ({ Component: m.LearningPathsPage })),
  },
  {
    path: 'paths/:slug',
    loader: learningPathLoader,
    handle: { head: learningPathHead },
    lazy: () => import('./features/paths/learning-path-page').then((m) => ({ Component: m.LearningPathPage })),
  },
  {
    path: 'get-started',
    loader: getStartedLoader,
    lazy: () => import('./features/get-started/get-started-page').then((m) => ({ Component: m.GetStartedPage })),
  },
  {
    path: 'about-us',
    loader: aboutUsLoader,
    lazy: () => import('./features/about-us/about-us-page').then((m) => ({ Component: m.AboutUsPage })),
  },
  {
    path: 'legal/:kind',
    loader: legalLoader,
    lazy: () => import('./features/legal/legal-page').then((m) => ({ Component: m.LegalPage })),
  },
];
