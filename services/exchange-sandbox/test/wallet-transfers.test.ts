import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { parseKkub } from '../src/state.js';
import { NFT_CONTRACT_ADDRESS, REJECTING_ADDRESS, treasury } from '../src/users.js';
import { basic, bearer, makeApp, tokenFor } from './helpers.js';

const SOMCHAI = '0x1001a11ce0000000000000000000000000001001';
const NOK = '0x1003c0de00000000000000000000000000001003';
describe('wallet: transfers and membership NFTs', () => {
  let app: FastifyInstance;
  let token: string;
  const balance = async (t = token) => (await app.inject({ url: '/wallet/v1/balance', headers: bearer(t) })).json();

  beforeEach(async () => {
    app = makeApp();
    await app.ready();
    token = (await tokenFor(app, 'exu_1001')).access_token;
  });
  afterEach(() => app.close());

  describe('transfers (server to server, from the treasury)', () => {
    const transfer = (body: Record<string, unknown>, auth = basic()) =>
      app.inject({ method: 'POST', url: '/wallet/v1/transfers', headers: { authorization: auth }, payload: body });

    it('moves KKUB from the treasury to the wallet', async () => {
      const res = await transfer({ toAddress: SOMCHAI, amountKkub: 1.5, reference: 'reward-1' });
      assert.equal(res.statusCode, 201, res.body);
      const t = res.json();
      assert.match(t.transferId, /^trf_/);
      assert.match(t.txHash, /^0x[0-9a-f]{64}$/);
      assert.equal(t.fromAddress, treasury.walletAddress);
      assert.equal(t.amountKkub, 1.5);
      assert.equal(t.status, 'completed');
      assert.equal((await balance()).kkub, 251.5);
      const tr = await app.inject({ url: '/wallet/v1/treasury', headers: { authorization: basic() } });
      assert.equal(tr.json().kkub, 999998.5);
    });

    it('is idempotent by reference', async () => {
      const body = { toAddress: SOMCHAI, amountKkub: '2', reference: 'reward-2' };
      const a = await transfer(body);
      const b = await transfer(body);
      assert.equal(b.statusCode, 200);
      assert.equal(b.json().transferId, a.json().transferId);
      assert.equal((await balance()).kkub, 252);
      const c = await transfer({ ...body, amountKkub: 3 });
      assert.equal(c.statusCode, 409);
      assert.equal(c.json().code, 'REFERENCE_REUSED');
    });

    it('refuses without client credentials, bad addresses, bad amounts; rejects the test address', async () => {
      assert.equal(
        (await transfer({ toAddress: SOMCHAI, amountKkub: 1, reference: 'r' }, `Bearer ${token}`)).statusCode,
        401,
      );
      for (const body of [
        { toAddress: 'not-an-address', amountKkub: 1, reference: 'r' },
        { toAddress: SOMCHAI, amountKkub: 0, reference: 'r' },
        { toAddress: SOMCHAI, amountKkub: -1, reference: 'r' },
        { toAddress: SOMCHAI, amountKkub: 0.001, reference: 'r' },
        { toAddress: SOMCHAI, amountKkub: 'ten', reference: 'r' },
        { toAddress: SOMCHAI, amountKkub: 1 },
      ]) {
        const res = await transfer(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(res.json().code, 'VALIDATION_ERROR');
      }
      const rejected = await transfer({ toAddress: REJECTING_ADDRESS, amountKkub: 1, reference: 'r-x' });
      assert.equal(rejected.statusCode, 422);
      assert.equal(rejected.json().code, 'TRANSFER_REJECTED');
      const tooMuch = await transfer({ toAddress: SOMCHAI, amountKkub: 2_000_000, reference: 'r-big' });
      assert.equal(tooMuch.statusCode, 402);
      assert.equal(tooMuch.json().code, 'INSUFFICIENT_BALANCE');
      assert.equal((await balance()).kkub, 250);
    });

    it('parses KKUB amounts exactly', () => {
      assert.equal(parseKkub(1.5), 150);
      assert.equal(parseKkub('0.01'), 1);
      assert.equal(parseKkub(0.1 + 0.2), null, 'no float noise accepted');
      assert.equal(parseKkub('1.234'), null);
      assert.equal(parseKkub('0'), null);
    });
  });

  describe('membership NFT', () => {
    const mint = (body: Record<string, unknown>, auth = basic()) =>
      app.inject({
        method: 'POST',
        url: '/wallet/v1/nfts/membership',
        headers: { authorization: auth },
        payload: body,
      });

    it('mints with increasing token ids and lists them for the owner', async () => {
      const a = await mint({ walletAddress: SOMCHAI, tier: 'gold' });
      assert.equal(a.statusCode, 201, a.body);
      assert.equal(a.json().tokenId, '1');
      assert.equal(a.json().contractAddress, NFT_CONTRACT_ADDRESS);
      assert.equal(a.json().tier, 'gold');
      const b = await mint({ walletAddress: NOK, tier: 'silver' });
      assert.equal(b.json().tokenId, '2');
      const mine = await app.inject({ url: '/wallet/v1/nfts', headers: bearer(token) });
      assert.deepEqual(
        mine.json().items.map((n: { tokenId: string }) => n.tokenId),
        ['1'],
      );
      const s2s = await app.inject({ url: `/wallet/v1/wallets/${NOK}/nfts`, headers: { authorization: basic() } });
      assert.deepEqual(
        s2s.json().items.map((n: { tier: string }) => n.tier),
        ['silver'],
      );
    });

    it('refuses without client credentials or with a bad body', async () => {
      assert.equal((await mint({ walletAddress: SOMCHAI, tier: 'gold' }, `Bearer ${token}`)).statusCode, 401);
      assert.equal((await mint({ walletAddress: '0x123', tier: 'gold' })).statusCode, 400);
      assert.equal((await mint({ walletAddress: SOMCHAI, tier: '' })).statusCode, 400);
      assert.equal((await mint({ walletAddress: SOMCHAI })).statusCode, 400);
    });
  });
});
