import { screen } from '@testing-library/react';
import { describeRemoteRoutes, renderRoutes, type RoutePage } from '@academy/testing';
import { routes } from './routes';
import en from './i18n/en.json';
import th from './i18n/th.json';

type Messages = typeof en;
const pages: RoutePage<Messages>[] = [
  ['quizzes', 'quizzes', (m) => m.list.title],
  ['quizzes/:slug', 'quizzes/what-is-bitcoin', (m) => m.play.title],
  ['quizzes/:slug/result', 'quizzes/what-is-bitcoin/result', (m) => m.result.title],
  ['pop-quizzes', 'pop-quizzes', (m) => m.pop.title],
  ['pop-quizzes/:id', 'pop-quizzes/7', (m) => m.popQuestion.title],
  ['quiz-history', 'quiz-history', (m) => m.history.title],
  ['certificates/:id', 'certificates/abc-123', (m) => m.certificate.title],
  ['certificates/verify/:publicId', 'certificates/verify/abc-123', (m) => m.verify.title],
];

// The very first render of a route (MUI, emotion, the router warming up) can take seconds on a busy
// machine; do it once untimed so the per-route checks below measure the pages, not the cold start.
beforeAll(async () => {
  const { unmount } = renderRoutes(routes, '/en/quizzes');
  await screen.findByText(en.list.title, { selector: 'h1' }, { timeout: 15_000 });
  unmount();
}, 20_000);

describeRemoteRoutes('quiz', routes, pages, { en, th: th as Messages });
