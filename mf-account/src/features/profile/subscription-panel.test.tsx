import { act, screen, within } from '@testing-library/react';
import type { UserSubscriptionDetail } from '@academy/contracts';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi } from '../../test/mock-http';
import { cardHue } from './components/nft-member-card';

const member: SessionUser = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, name: 'Somchai' };

const detail = (overrides: Partial<UserSubscriptionDetail> = {}): UserSubscriptionDetail => ({
  user: 1,
  active: true,
  packageName: 'Pro',
  startDay: '2026-06-01T00:00:00.000Z',
  endDay: '2026-08-30T00:00:00.000Z',
  expiryDate: '2026-08-30T00:00:00.000Z',
  totalMainQuiz: 95,
  usedMainQuiz: 3,
  remainingMainQuiz: 92,
  totalHint: 50,
  usedHint: 10,
  remainingHint: 40,
  unlimitedExclusive: true,
  earnPoints: true,
  nftMembershipCard: true,
  nftCard: {
    status: 'minted',
    tokenId: '42',
    contractAddress: '0x4e47000000000000000000000000000000000721',
    walletAddress: '0x1001a11ce0000000000000000000000000001001',
    holder: 'Somchai Jaidee',
    packageName: 'Pro',
    validUntil: '2026-08-30T00:00:00.000Z',
    mintedAt: '2026-06-01T00:00:00.000Z',
  },
  ...overrides,
});

async function open(url: string, reply: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ 'GET /client/user-subscription-infos/detail': reply });
  act(() => useSessionStore.setState({ user: member }));
  const rendered = renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member }));
  return { api, ...rendered };
}

jest.setTimeout(30_000);
beforeAll(() => import('./profile-page'), 60_000);

describe('My subscription tab', () => {
  it('shows the period, the total/used/remaining counts, the flags and the NFT member card', async () => {
    const { api } = await open('/en/profile/subscription', { data: detail() });
    const panel = await screen.findByTestId('subscription-panel', {}, { timeout: 5000 });
    expect(within(panel).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-period')).toHaveTextContent('1 Jun 2026 – 30 Aug 2026');
    const quiz = screen.getByTestId('subscription-count-mainQuiz');
    expect(
      within(quiz)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['95', '3', '92']);
    const hints = screen.getByTestId('subscription-count-hints');
    expect(
      within(hints)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50', '10', '40']);
    expect(screen.getByTestId('subscription-flag-earnPoints')).toHaveTextContent('Earn points: yes');
    const card = screen.getByRole('img', {
      name: /NFT member card #42 of Somchai Jaidee, Pro, valid until 30 Aug 2026/,
    });
    expect(within(card as unknown as HTMLElement).getByTestId('nft-card-token')).toHaveTextContent('#42');
    expect(card).toHaveTextContent('Somchai Jaidee');
    expect(card).toHaveTextContent('0x1001…1001');
    expect(screen.getByRole('link', { name: 'Extend my subscription' })).toHaveAttribute('href', '/en/subscriptions');
    // the route loader fetched it once, before the panel asked
    expect(api.called('GET /client/user-subscription-infos/detail')).toHaveLength(1);
  });

  it('the card is drawn from the token: another token, other colours', () => {
    expect(cardHue('42', '0xabc')).toBe(cardHue('42', '0xabc'));
    expect(cardHue('42', '0xabc')).not.toBe(cardHue('43', '0xabc'));
  });

  it('a card still being minted says so; an expired subscription shows as expired, in Thai', async () => {
    await open('/th/profile/subscription', {
      data: detail({
        active: false,
        remainingHint: 0,
        remainingMainQuiz: 0,
        unlimitedExclusive: false,
        nftCard: { ...detail().nftCard!, status: 'failed', tokenId: null, mintedAt: null },
      }),
    });
    expect(await screen.findByTestId('nft-card-pending', {}, { timeout: 5000 })).toHaveTextContent(
      'กำลังสร้างการ์ดสมาชิก NFT',
    );
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('หมดอายุแล้ว');
    expect(screen.getByTestId('subscription-flag-unlimitedExclusive')).toHaveTextContent('อ่านบทความพิเศษไม่จำกัด: ไม่มี');
    expect(screen.queryByTestId('nft-member-card')).not.toBeInTheDocument();
  });

  it('no subscription yet: the empty state with the packages', async () => {
    await open('/en/profile/subscription', {
      data: detail({ active: false, packageName: null, startDay: null, endDay: null, expiryDate: null, nftCard: null }),
    });
    expect(await screen.findByText('No active subscription', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/en/subscriptions');
  });

  it('an error with a retry', async () => {
    await open('/en/profile/subscription', apiError(403, 'FORBIDDEN'));
    expect(await screen.findByText('We could not load your subscription', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
