import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from './routes';
import en from './i18n/en.json';
import th from './i18n/th.json';

type Messages = typeof en;
const pages: [string, string, (m: Messages) => string][] = [
  ['quizzes', 'quizzes', (m) => m.list.title],
  ['quizzes/:slug', 'quizzes/what-is-bitcoin', (m) => m.play.title],
  ['quizzes/:slug/result', 'quizzes/what-is-bitcoin/result', (m) => m.result.title],
  ['pop-quizzes', 'pop-quizzes', (m) => m.pop.title],
  ['pop-quizzes/:id', 'pop-quizzes/7', (m) => m.popQuestion.title],
  ['quiz-history', 'quiz-history', (m) => m.history.title],
  ['certificates/:id', 'certificates/abc-123', (m) => m.certificate.title],
];

describe('quiz routes', () => {
  it('only claims paths under the prefixes the route table gives the quiz remote', () => {
    for (const route of routes) expect(remoteOwnsRoutePath('quiz', route.path)).toBe(true);
  });

  it('has a page test for every route', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(pages.map(([path]) => path).sort());
  });

  it.each(pages)('renders %s with its h1 in English and in Thai', async (_path, url, title) => {
    expect(title(th as Messages)).not.toBe(title(en));
    const { unmount } = renderRoutes(routes, `/en/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(en) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    unmount();
    renderRoutes(routes, `/th/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(th as Messages) })).toBeInTheDocument();
  });
});
