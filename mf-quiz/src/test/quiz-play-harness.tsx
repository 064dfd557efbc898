// The main quiz play page's tests share these: the remote's routes inside the login and KYC dialogs
// (as the shell's layout renders them), a learner, opening the quiz and the answers of a whole play.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { KycDialog, LoginDialog, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../routes';
import { progress, quizDetail, type setupMockApi } from './quiz-api-mock';

// The shell's layout renders the login and KYC dialogs; do the same around the remote's routes.
const withDialogs: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LoginDialog />
        <KycDialog />
      </>
    ),
    children: routes,
  },
];

export const learner = (kycStatus: SessionUser['kycStatus'], extra: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  point: 10,
  kub: 0.1,
  subscription: null,
  bkNext: null,
  kycStatus,
  ...extra,
});

export async function openQuiz(lang = 'en', sessionUser?: SessionUser) {
  const rendered = renderRoutes(withDialogs, `/${lang}/quizzes/what-is-bitcoin`);
  if (sessionUser) act(() => useSessionStore.setState({ user: sessionUser }));
  await screen.findByRole(
    'heading',
    { level: 1, name: lang === 'th' ? 'บิตคอยน์คืออะไร' : 'What is Bitcoin?' },
    { timeout: 5000 },
  );
  return { ...rendered, user: userEvent.setup() };
}

export function mockPlay(api: ReturnType<typeof setupMockApi>, extra: Record<string, unknown> = {}) {
  api.mockApi({
    'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail(),
    'POST /client/v2/quiz_v2/5/start': progress(),
    'POST /client/v2/quiz_v2/5/questions/1/submit': {
      questionId: 1,
      selectedAnswers: [1],
      answeredCount: 1,
      total: 3,
      nextQuestionId: 2,
    },
    'POST /client/v2/quiz_v2/5/questions/2/submit': {
      questionId: 2,
      selectedAnswers: [0, 2],
      answeredCount: 2,
      total: 3,
      nextQuestionId: 3,
    },
    'POST /client/v2/quiz_v2/5/questions/3/submit': {
      questionId: 3,
      selectedAnswers: [0],
      answeredCount: 3,
      total: 3,
      nextQuestionId: null,
    },
    ...extra,
  });
}
