import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KubBalance, PointsHistoryEntry } from '@academy/contracts';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi, type Reply, type SeenRequest } from '../../test/mock-http';
import { pointsReasonOf } from './points-reason';

const member: SessionUser = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, name: 'Somchai' };

const balance = (overrides: Partial<KubBalance> = {}): KubBalance => ({
  point: 1250,
  pointKkubEquivalent: 12.5,
  linked: true,
  walletAddress: '0x1001a11ce0000000000000000000000000001001',
  kkub: 250,
  usdCents: 100_000,
  available: true,
  ...overrides,
});

const entry = (id: number, delta: number, reason: string, sourceKey: string | null): PointsHistoryEntry => ({
  id,
  delta,
  reason,
  sourceKey,
  createdAt: '2026-11-20T05:00:00.000Z',
});

/** 23 entries, newest first, answered by page (`_start`, `_limit`) like the API. */
const ledger: PointsHistoryEntry[] = [
  entry(23, 100, 'coupon: WELCOME100', 'coupon:4'),
  entry(22, -100, 'redeem: kkub-1', 'redeem:9'),
  entry(21, 100, 'redeem refund', 'redeem-refund:8'),
  entry(20, 30, 'pop quiz', 'pop-quiz:3'),
  ...Array.from({ length: 19 }, (_, i) => entry(19 - i, 50, 'Main quiz passed', `quiz:${19 - i}`)),
];
const paged = (request: SeenRequest): Reply => {
  const start = Number(request.params._start);
  const limit = Number(request.params._limit);
  return { data: { items: ledger.slice(start, start + limit), total: ledger.length } };
};

function open(url: string, replies: { balance?: Reply; history?: Reply | ((r: SeenRequest) => Reply) } = {}) {
  const api = mockApi({
    'GET /client/v2/profile/kub-balance': replies.balance ?? { data: balance() },
    'GET /client/v2/profile/points-history': replies.history ?? paged,
  });
  act(() => useSessionStore.setState({ user: member }));
  const rendered = renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member }));
  return { api, ...rendered };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

jest.setTimeout(60_000);
beforeAll(() => import('./profile-page'), 60_000);

describe('Points tab', () => {
  it('shows points, their KKUB worth and the wallet KKUB, and the first page of the ledger with localized reasons', async () => {
    const { api } = open('/en/profile/points');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,250');
    expect(screen.getByRole('tab', { name: 'Points', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('points-kkub-equivalent')).toHaveTextContent('Worth 12.5 KKUB (100 points = 1 KKUB)');
    expect(screen.getByTestId('kkub-balance')).toHaveTextContent('250 KKUB');
    expect(screen.getByRole('link', { name: 'Redeem points' })).toHaveAttribute('href', '/en/redeem');
    expect(screen.getByRole('link', { name: 'Use a coupon' })).toHaveAttribute('href', '/en/coupons');

    const rows = await screen.findAllByTestId('points-history-entry');
    expect(rows).toHaveLength(10);
    expect(cells(rows[0]!).slice(1)).toEqual(['Coupon WELCOME100', '+100']);
    expect(cells(rows[0]!)[0]).toMatch(/20 Nov 2026/);
    expect(cells(rows[1]!).slice(1)).toEqual(['Reward redeemed', '-100']);
    expect(cells(rows[2]!).slice(1)).toEqual(['Refund of a failed payout', '+100']);
    expect(cells(rows[3]!).slice(1)).toEqual(['Pop quiz won', '+30']);
    expect(cells(rows[4]!).slice(1)).toEqual(['Main quiz passed', '+50']);
    // the route loader asked once for each, before the panel rendered
    expect(api.called('GET /client/v2/profile/kub-balance')).toHaveLength(1);
    const calls = api.called('GET /client/v2/profile/points-history');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ _start: 0, _limit: 10 });
  });

  it('pages through the ledger', async () => {
    const { api } = open('/en/profile/points');
    await screen.findAllByTestId('points-history-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('button', { name: 'Page 3', current: 'page' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('points-history-entry');
    expect(rows).toHaveLength(3);
    expect(api.called('GET /client/v2/profile/points-history').at(-1)!.params).toMatchObject({
      _start: 20,
      _limit: 10,
    });
  });

  it('opens on the page of the URL (loader prefetch with the same page)', async () => {
    const { api } = open('/en/profile/points?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Points history pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('points-history-entry')).toHaveLength(10);
    const calls = api.called('GET /client/v2/profile/points-history');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ _start: 10 });
  });

  it('in Thai: no wallet linked, an empty ledger', async () => {
    open('/th/profile/points', {
      balance: {
        data: balance({
          point: 0,
          pointKkubEquivalent: 0,
          linked: false,
          walletAddress: null,
          kkub: null,
          available: false,
        }),
      },
      history: { data: { items: [], total: 0 } },
    });
    expect(await screen.findByText('ยังไม่มีคะแนน')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'คะแนน', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('0');
    expect(screen.getByTestId('kkub-balance')).toHaveTextContent('—');
    expect(screen.getByTestId('kkub-balance-note')).toHaveTextContent('เชื่อมบัญชีกระดานเทรดเพื่อรับ KKUB');
    expect(screen.getByRole('link', { name: 'ดูแบบทดสอบ' })).toHaveAttribute('href', '/th/quizzes');
    expect(screen.queryByTestId('points-history-entry')).not.toBeInTheDocument();
  });

  it('the exchange not answering: points still shown, the wallet says so', async () => {
    open('/en/profile/points', { balance: { data: balance({ kkub: null, usdCents: null, available: false }) } });
    expect(await screen.findByTestId('kkub-balance-note')).toHaveTextContent('The exchange is not answering right now');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,250');
  });

  it('errors of either call show their own error state with a retry that works', async () => {
    let fail = true;
    open('/en/profile/points', {
      balance: apiError(500, 'INTERNAL'),
      history: (request) => (fail ? apiError(500, 'INTERNAL') : paged(request)),
    });
    expect(await screen.findByText('We could not load your balance')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your points history')).toBeInTheDocument();
    fail = false;
    const history = screen.getByTestId('points-history');
    await userEvent.click(within(history).getByRole('button', { name: 'Try again' }));
    expect(await within(history).findAllByTestId('points-history-entry')).toHaveLength(10);
    expect(screen.getByText('We could not load your balance')).toBeInTheDocument();
  });
});

describe('pointsReasonOf', () => {
  it('reads the kind from the source key, the coupon code from the reason', () => {
    expect(pointsReasonOf({ reason: 'Main quiz passed', sourceKey: 'quiz:3' })).toEqual({ kind: 'mainQuiz' });
    expect(pointsReasonOf({ reason: 'coupon: FREE-50', sourceKey: 'coupon:1' })).toEqual({
      kind: 'coupon',
      code: 'FREE-50',
    });
    expect(pointsReasonOf({ reason: 'coupon: <b>x</b>', sourceKey: 'coupon:1' })).toEqual({ kind: 'coupon' });
    expect(pointsReasonOf({ reason: 'redeem refund', sourceKey: 'redeem-refund:2' })).toEqual({ kind: 'refund' });
    expect(pointsReasonOf({ reason: 'pop quiz KKUB refused', sourceKey: 'pop-quiz-kkub:4' })).toEqual({
      kind: 'popQuizKkub',
    });
    expect(pointsReasonOf({ reason: 'something', sourceKey: null })).toEqual({ kind: 'other' });
  });
});
