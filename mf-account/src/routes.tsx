import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { profileLoader } from './features/profile/loaders';

reportSingletons('account', { useState, createPortal, useNavigate, ThemeContext });

const profile = () => import('./features/profile/profile-page').then((m) => ({ Component: m.ProfilePage }));

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  { path: 'login', lazy: () => import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'register',
    lazy: () => import('./features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'verify-email',
    lazy: () => import('./features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('./features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('./features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'auth/callback',
    lazy: () => import('./features/auth/exchange-callback-page').then((m) => ({ Component: m.ExchangeCallbackPage })),
  },
  {
    path: 'auth/link-exchange',
    lazy: () => import('./features/auth/exchange-link-page').then((m) => ({ Component: m.ExchangeLinkPage })),
  },
  { path: 'profile', lazy: profile },
  { path: 'profile/:tab', lazy: profile, loader: profileLoader },
  {
    path: 'feedback',
    lazy: () => import('./features/feedback/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
  },
];
