import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { certificateLoader } from './features/certificate/loaders';
import { quizListLoader, quizLoader } from './features/main-quiz/loaders';
import { popQuizListLoader, popQuizQuestionLoader } from './features/pop-quiz/loaders';
import { quizHistoryLoader } from './features/quiz-history/loaders';

reportSingletons('quiz', { useState, createPortal, useNavigate, ThemeContext });

/*
 * Each route's loader lives in its feature (`features/<feature>/loaders.ts`): it starts the page's
 * queries (into the query cache) without waiting for them in the browser; on the server it waits,
 * so the HTML carries the data.
 */

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  {
    path: 'quizzes',
    loader: quizListLoader,
    lazy: () => import('./features/main-quiz/quiz-list-page').then((m) => ({ Component: m.QuizListPage })),
  },
  {
    path: 'quizzes/:slug',
    loader: quizLoader,
    lazy: () => import('./features/main-quiz/quiz-play-page').then((m) => ({ Component: m.QuizPlayPage })),
  },
  {
    path: 'quizzes/:slug/result',
    loader: quizLoader,
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
    loader: certificateLoader,
    lazy: () =>
      import('./features/certificate/certificate-verify-page').then((m) => ({ Component: m.CertificateVerifyPage })),
  },
  {
    path: 'certificates/:id',
    loader: certificateLoader,
    lazy: () => import('./features/certificate/certificate-page').then((m) => ({ Component: m.CertificatePage })),
  },
];
