import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { SubscriptionPackage, SubscriptionPurchaseResponse } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
export interface Reply {
  status?: number;
  data?: unknown;
}
type Handler = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/** Answers the shared `http` client from a table (`'GET /client/subscriptions'`); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  queryClient.clear();
  const calls: SeenRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://mock.test');
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'not mocked' } };
    const status = reply.status ?? 200;
    const response = { data: reply.data ?? null, status, statusText: '', headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', String(status), config, {}, response);
  };
  return { calls, called: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

export const starter: SubscriptionPackage = {
  id: 1,
  slug: 'starter-monthly',
  name: { en: 'Starter', th: 'สตาร์ทเตอร์' },
  description: { en: 'One month of everything.', th: 'หนึ่งเดือน' },
  price: 500,
  currency: 'USD',
  durationDays: 30,
  hintCount: 10,
  mainQuizCount: 20,
  earnPoints: true,
  unlimitedExclusive: true,
  nftMembershipCard: false,
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: null,
};

export const pro: SubscriptionPackage = {
  ...starter,
  id: 2,
  slug: 'pro-quarterly',
  name: { en: 'Pro', th: 'โปร' },
  description: { en: 'Three months.', th: 'สามเดือน' },
  price: 1200,
  durationDays: 90,
  hintCount: 40,
  mainQuizCount: 75,
  nftMembershipCard: true,
};

export const purchaseResponse = (pkg: SubscriptionPackage = pro): SubscriptionPurchaseResponse => ({
  purchase: {
    id: 7,
    status: 'paid',
    packageId: pkg.id,
    packageName: pkg.name,
    amountCents: pkg.price,
    currency: 'USD',
    paymentId: 'pay_1',
    paidAt: '2026-06-01T00:00:00.000Z',
    period: null,
    nftStatus: pkg.nftMembershipCard ? 'minted' : 'none',
    nftTokenId: pkg.nftMembershipCard ? '42' : null,
  },
  subscription: {
    user: 1,
    active: true,
    packageName: pkg.name.en,
    startDay: '2026-06-01T00:00:00.000Z',
    endDay: '2026-08-30T00:00:00.000Z',
    expiryDate: '2026-08-30T00:00:00.000Z',
    totalMainQuiz: pkg.mainQuizCount,
    usedMainQuiz: 0,
    remainingMainQuiz: pkg.mainQuizCount,
    totalHint: pkg.hintCount,
    usedHint: 0,
    remainingHint: pkg.hintCount,
    unlimitedExclusive: true,
    earnPoints: true,
    nftMembershipCard: pkg.nftMembershipCard,
    nftCard: null,
  },
  replayed: false,
});
