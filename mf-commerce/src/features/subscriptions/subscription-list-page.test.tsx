import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { mockApi, pro, starter } from '../../test/subscriptions-api-mock';

describe('subscription packages', () => {
  it('lists the packages on offer with prices, benefits and a way to choose each', async () => {
    const api = mockApi({ 'GET /client/subscriptions': { data: [starter, pro] } });
    renderRoutes(routes, '/en/subscriptions');
    const card = await screen.findByTestId('package-pro-quarterly', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(within(card).getByTestId('package-price')).toHaveTextContent('$12.00');
    expect(within(card).getByText('for 90 days')).toBeInTheDocument();
    expect(within(card).getByText('75 main quizzes')).toBeInTheDocument();
    expect(within(card).getByText('40 quiz hints')).toBeInTheDocument();
    expect(within(card).getByText('An NFT member card in your wallet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/en/checkout/2');
    expect(
      within(screen.getByTestId('package-starter-monthly')).queryByText('An NFT member card in your wallet'),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-promo')).toHaveTextContent('Plans from $5.00');
    expect(api.called('GET /client/subscriptions')).toHaveLength(1);
  });

  it('formats prices for the Thai page with Intl', async () => {
    mockApi({ 'GET /client/subscriptions': { data: [starter, pro] } });
    renderRoutes(routes, '/th/subscriptions');
    const card = await screen.findByTestId('package-pro-quarterly', {}, { timeout: 5000 });
    const expected = new Intl.NumberFormat('th', { style: 'currency', currency: 'USD' }).format(12);
    expect(within(card).getByTestId('package-price')).toHaveTextContent(expected);
    expect(within(card).getByText('แบบทดสอบหลัก 75 ครั้ง')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'โปร' })).toBeInTheDocument();
  });

  it('shows card skeletons, not a spinner, while the packages load', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({ 'GET /client/subscriptions': async () => (await held, { data: [starter, pro] }) });
    renderRoutes(routes, '/th/subscriptions');
    const skeleton = await screen.findByTestId('list-skeleton', {}, { timeout: 5000 });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('package-pro-quarterly')).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing is on offer', async () => {
    mockApi({ 'GET /client/subscriptions': { data: [] } });
    renderRoutes(routes, '/en/subscriptions');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No packages available right now');
    expect(screen.getByTestId('subscription-promo')).toHaveTextContent('Plans from $5');
  });

  it('shows an error with a retry when the catalogue cannot be loaded', async () => {
    mockApi({
      'GET /client/subscriptions': { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
    });
    renderRoutes(routes, '/en/subscriptions');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('We could not load the packages');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
