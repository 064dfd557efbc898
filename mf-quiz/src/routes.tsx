import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isLanguage, type Language } from '@academy/contracts';
import { getQueryClient, loaderData, reportSingletons } from '@academy/platform';
import { currentUserId } from './lib/api/current-user';
import { categoriesQueryOptions } from './features/main-quiz/api/get-categories';
import { quizListQueryOptions } from './features/main-quiz/api/get-quiz-list';
import { quizQueryOptions } from './features/main-quiz/api/get-quiz';
import { filtersFromSearch } from './features/main-quiz/quiz-list-filters';
import { certificateQueryOptions } from './features/certificate/api/get-certificate';
import './i18n';
import { popQuizListLoader, popQuizQuestionLoader } from './features/pop-quiz/loaders';
import { quizHistoryLoader } from './features/quiz-history/loaders';

reportSingletons('quiz', { useState, createPortal, useNavigate, ThemeContext });

const langOf = ({ params }: LoaderFunctionArgs): Language => (isLanguage(params.lang) ? params.lang : 'en');

/**
 * Route loaders start the page's queries (into the query cache) without waiting for them in the
 * browser; on the server they wait, so the HTML carries the data.
 */
const prefetch = loaderData;

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  {
    path: 'quizzes',
    loader: (args) =>
      prefetch(
        getQueryClient().prefetchQuery(
          quizListQueryOptions(
            langOf(args),
            filtersFromSearch(new URL(args.request.url).searchParams),
            currentUserId(),
          ),
        ),
        getQueryClient().prefetchQuery(categoriesQueryOptions(langOf(args))),
      ),
    lazy: () => import('./features/main-quiz/quiz-list-page').then((m) => ({ Component: m.QuizListPage })),
  },
  {
    path: 'quizzes/:slug',
    loader: (args) =>
      prefetch(getQueryClient().prefetchQuery(quizQueryOptions(langOf(args), args.params.slug ?? '', currentUserId()))),
    lazy: () => import('./features/main-quiz/quiz-play-page').then((m) => ({ Component: m.QuizPlayPage })),
  },
  {
    path: 'quizzes/:slug/result',
    loader: (args) =>
      prefetch(getQueryClient().prefetchQuery(quizQueryOptions(langOf(args), args.params.slug ?? '', currentUserId()))),
    lazy: () => import('./features/main-quiz/quiz-result-page').then((m) => ({ Component: m.QuizResultPage })),
  },
  {
    path: 'pop-quizzes',
    loader: popQuizListLoader,
    lazy: () => import('./features/pop-quiz/pop-quiz-list-page').then((m) => ({ Component: m.PopQuizListPage })),
  },
  {
    path: 'pop-quizzes/:id',
    loader: popQuizQuestionLoader,
    lazy: () =>
      import('./features/pop-quiz/pop-quiz-question-page').then((m) => ({ Component: m.PopQuizQuestionPage })),
  },
  {
    path: 'quiz-history',
    loader: quizHistoryLoader,
    lazy: () => import('./features/quiz-history/quiz-history-page').then((m) => ({ Component: m.QuizHistoryPage })),
  },
  {
    path: 'certificates/verify/:publicId',
    loader: ({ params }) => prefetch(getQueryClient().prefetchQuery(certificateQueryOptions(params.publicId ?? ''))),
    lazy: () =>
      import('./features/certificate/certificate-verify-page').then((m) => ({ Component: m.CertificateVerifyPage })),
  },
  {
    path: 'certificates/:id',
    loader: ({ params }) => prefetch(getQueryClient().prefetchQuery(certificateQueryOptions(params.id ?? ''))),
    lazy: () => import('./features/certificate/certificate-page').then((m) => ({ Component: m.CertificatePage })),
  },
];
