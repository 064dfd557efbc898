import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from './routes';
import en from './i18n/en.json';
import th from './i18n/th.json';

type Messages = typeof en;
const pages: [string, (m: Messages) => string][] = [
  ['login', (m) => m.login.title],
  ['register', (m) => m.register.title],
  ['verify-email', (m) => m.verifyEmail.title],
  ['forgot-password', (m) => m.forgotPassword.title],
  ['reset-password?token=abc', (m) => m.resetPassword.title],
  ['auth/callback?code=c&state=s', (m) => m.callback.title],
  ['auth/link-exchange?token=t', (m) => m.exchangeLink.title],
  ['profile', (m) => m.profile.title],
  ['profile/my-quizzes', (m) => m.profile.title],
  ['feedback', (m) => m.feedback.title],
];

describe('account routes', () => {
  it('only claims paths under the prefixes the route table gives the account remote', () => {
    for (const route of routes) expect(remoteOwnsRoutePath('account', route.path)).toBe(true);
  });

  it('has a page test for every route', () => {
    const tested = new Set(pages.map(([url]) => url.replace(/\?.*/, '').replace('my-quizzes', ':tab')));
    for (const route of routes) expect(tested).toContain(route.path);
  });

  it.each(pages)('renders /%s with its h1 in English and in Thai', async (url, title) => {
    expect(title(th as Messages)).not.toBe(title(en));
    const { unmount } = renderRoutes(routes, `/en/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(en) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title(en)} - Academy`);
    unmount();
    renderRoutes(routes, `/th/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(th as Messages) })).toBeInTheDocument();
    expect(document.title).toBe(`${title(th as Messages)} - Academy`);
  });
});
