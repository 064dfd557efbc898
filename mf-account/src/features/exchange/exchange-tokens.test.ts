import { act } from '@testing-library/react';
import { useSessionStore } from '@academy/platform';
import { EXCHANGE_TOKENS_KEY, exchangeAccessToken, readExchangeTokens, saveExchangeTokens } from './exchange-tokens';
import { fetchKycPrefill } from './api/kyc-prefill';
import { apiError, mockExchange } from '../../test/mock-http';

const answer = (access: string, refresh: string, expiresIn = 3600) => ({ access_token: access, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refresh });

describe('exchange tokens', () => {
  it('uses a live access token as is', async () => {
    saveExchangeTokens(answer('at-1', 'rt-1'));
    const exchange = mockExchange({});
    expect(await exchangeAccessToken()).toBe('at-1');
    expect(exchange.calls).toHaveLength(0);
  });

  it('uses the refresh_token grant when the access token expired, and keeps the rotated pair', async () => {
    saveExchangeTokens(answer('at-1', 'rt-1', 60), Date.now() - 120_000);
    const exchange = mockExchange({ 'POST /oauth2/access_token': { data: answer('at-2', 'rt-2') } });
    expect(await exchangeAccessToken()).toBe('at-2');
    expect(Object.fromEntries(new URLSearchParams(exchange.calls[0]!.body as string))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
      client_id: 'academy',
    });
    expect(readExchangeTokens()).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
  });

  it('forgets the tokens when the refresh is refused', async () => {
    saveExchangeTokens(answer('at-1', 'rt-1', 60), Date.now() - 120_000);
    mockExchange({ 'POST /oauth2/access_token': apiError(400, 'INVALID_GRANT') });
    expect(await exchangeAccessToken()).toBeNull();
    expect(localStorage.getItem(EXCHANGE_TOKENS_KEY)).toBeNull();
  });

  it('reads the KYC prefill with a refreshed token', async () => {
    saveExchangeTokens(answer('at-1', 'rt-1', 60), Date.now() - 120_000);
    const exchange = mockExchange({
      'POST /oauth2/access_token': { data: answer('at-2', 'rt-2') },
      'GET /kyc-api/v1/next/kyc/prefill-data': {
        data: { data: { exchangeUserId: 'exu_1003', email: null, kycStatus: 'unverified', firstName: null, lastName: null, phone: null, address: null, province: null, postcode: null, walletAddress: null } },
      },
    });
    expect((await fetchKycPrefill()).exchangeUserId).toBe('exu_1003');
    expect(exchange.called('GET /kyc-api/v1/next/kyc/prefill-data')[0]!.headers.Authorization).toBe('Bearer at-2');
  });

  it('says "not linked" without tokens', async () => {
    await expect(fetchKycPrefill()).rejects.toMatchObject({ code: 'EXCHANGE_NOT_LINKED' });
  });

  it('drops the exchange tokens when the academy session ends', () => {
    act(() => useSessionStore.setState({ user: { id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null } }));
    saveExchangeTokens(answer('at-1', 'rt-1'));
    act(() => useSessionStore.getState().logout());
    expect(localStorage.getItem(EXCHANGE_TOKENS_KEY)).toBeNull();
  });
});
