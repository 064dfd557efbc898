import path from 'node:path';
import fp from 'fastify-plugin';
import { configuredStorage } from '../lib/configured-storage.ts';
import { uploadStaging, type FileStorage, type UploadStaging } from '../lib/storage.ts';
import { exchangeClient, type ExchangeClient } from '../lib/exchange-client.ts';
import { exchangeTokenStore, type ExchangeTokenStore } from '../lib/exchange-tokens.ts';
import { databaseClock } from '../lib/database-clock.ts';
import { secretBox } from '../lib/secret-box.ts';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's one clock (windows, cool-downs, lock-outs, leases, expiries): the database
     * server's time, re-measured every CLOCK_SYNC_MS, so replicas agree; tests replace `now`.
     */
    clock: Clock;
    /** Stored files (profile images, hackathon files, social cards, cover variants): STORAGE_DRIVER's backend. */
    storage: FileStorage;
    /** Uploads in progress (DATA_DIR/upload-staging): moved into `storage` when their request commits. */
    uploadStaging: UploadStaging;
    /** The exchange (OAuth2 sign-on, KYC prefill, wallet balance) at EXCHANGE_BASE_URL. */
    exchange: ExchangeClient;
    /** The exchange's tokens of linked users, sealed at rest; never sent to the browser. */
    exchangeTokens: ExchangeTokenStore;
  }
}

/** How often the database clock's offset is measured again. */
const CLOCK_SYNC_MS = 60_000;

/** Account services: clock, file storage, exchange client; seeds the provinces at start. */
export default fp(
  async (app) => {
    const clock = databaseClock(app.db);
    app.decorate('clock', { now: () => clock.now() });
    app.decorate('storage', configuredStorage(app.config));
    app.decorate('uploadStaging', uploadStaging(path.join(app.config.DATA_DIR, 'upload-staging')));
    app.decorate(
      'exchange',
      exchangeClient({
        baseUrl: app.config.EXCHANGE_BASE_URL,
        clientId: app.config.EXCHANGE_CLIENT_ID,
        clientSecret: app.config.EXCHANGE_CLIENT_SECRET,
      }),
    );
    app.decorate('exchangeTokens', exchangeTokenStore(app.db, app.exchange, secretBox(app.config.EXCHANGE_TOKEN_KEY)));
    let resync: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await clock.sync();
      resync = setInterval(() => {
        clock.sync().catch((error: unknown) => app.log.warn({ err: error, code: 'CLOCK_SYNC_FAILED' }, 'clock sync'));
      }, CLOCK_SYNC_MS);
      resync.unref();
      // Left behind by a process that died mid-upload (live uploads are younger than this).
      await app.uploadStaging.sweep(6 * 60 * 60_000, app.clock.now());
      await app.repositories.provinces.seed();
    });
    app.addHook('onClose', async () => {
      clearInterval(resync);
      app.storage.close?.();
    });
  },
  { name: 'accounts', dependencies: ['config', 'db', 'repositories'] },
);
