import { describeRemoteRoutes, type RoutePage } from '@academy/testing';
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

describeRemoteRoutes('quiz', routes, pages, { en, th: th as Messages });
