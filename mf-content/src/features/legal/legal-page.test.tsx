import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const doc = {
  type: 'Privacy-Policy',
  title: 'Privacy policy',
  body: '## What we collect\n\nYour email.',
  updated_at: '2026-02-01T00:00:00.000Z',
  fallback: false,
};

describe('legal pages', () => {
  it('shows a localized not-found state for an unknown kind, with links to the four kinds', async () => {
    renderRoutes(routes, '/en/legal/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no legal page with this name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookies policy' })).toHaveAttribute('href', '/en/legal/cookies-policy');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the not-found state in Thai', async () => {
    renderRoutes(routes, '/th/legal/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
  });

  it('fetches the text by its footer type and links a known kind to the three others', async () => {
    api.mockApi({ 'GET /client/footers': doc });
    renderRoutes(routes, '/en/legal/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 1 February 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(3);
    expect(api.callsTo('GET /client/footers')[0]?.params).toEqual({ type: 'Privacy-Policy' });
  });

  it.each([
    ['terms-and-conditions', 'Terms-Conditions'],
    ['subscription-terms', 'Terms-Subscriptions'],
    ['cookies-policy', 'Cookies-Policy'],
  ])('maps %s to the footer type %s, and says so when it is not published', async (kind, type) => {
    renderRoutes(routes, `/th/legal/${kind}`);
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    expect(api.callsTo('GET /client/footers')[0]?.params).toEqual({ type });
  });

  it('shows an error with Retry', async () => {
    api.mockApi({ 'GET /client/footers': reply(500) });
    renderRoutes(routes, '/en/legal/privacy-policy');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/footers': doc });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your email.')).toBeInTheDocument();
  });
});
