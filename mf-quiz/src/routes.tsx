import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { popQuizListLoader, popQuizQuestionLoader } from './features/pop-quiz/loaders';

reportSingletons('quiz', { useState, createPortal, useNavigate, ThemeContext });

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  { path: 'quizzes', lazy: () => import('./features/main-quiz/quiz-list-page').then((m) => ({ Component: m.QuizListPage })) },
  { path: 'quizzes/:slug', lazy: () => import('./features/main-quiz/quiz-play-page').then((m) => ({ Component: m.QuizPlayPage })) },
  {
    path: 'quizzes/:slug/result',
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
    lazy: () => import('./features/pop-quiz/pop-quiz-question-page').then((m) => ({ Component: m.PopQuizQuestionPage })),
  },
  {
    path: 'quiz-history',
    lazy: () => import('./features/quiz-history/quiz-history-page').then((m) => ({ Component: m.QuizHistoryPage })),
  },
  {
    path: 'certificates/:id',
    lazy: () => import('./features/certificate/certificate-page').then((m) => ({ Component: m.CertificatePage })),
  },
];
