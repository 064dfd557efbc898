import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { POP_QUIZ_COOLDOWN_MINUTES, QUIZ_RETAKE_COOLDOWN_HOURS, remoteNames } from '@academy/contracts';
import ports from '@academy/contracts/ports';
import { POP_QUIZ_LIMITS } from './content/pop-quizzes/load.ts';
import { UnsafeConfigError, productionProblems } from './production-config.ts';
import { booleanFlag, commaList, limited, trustProxySetting } from './config-values.ts';

/** services/api, whatever the working directory. */
export const serviceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell and every remote on their local ports (ports.cjs). */
const localSiteOrigins = [ports.shell, ...remoteNames.map((name) => ports[name])].map(
  (port) => `http://localhost:${port}`,
);

/** Every setting comes from the environment; each has a default that works on a laptop. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(ports.api),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(serviceRoot, '.data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** PostgreSQL pool of each process (DATABASE_URL): connections at most; replicas x this <= the server's max_connections. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long a request waits for a connection (a free one in the pool, or a new one) before it fails. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** A statement running longer is cancelled by the server (0 = never). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** A session idle inside a transaction longer is ended by the server (0 = never). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  CORS_ORIGINS: commaList.default(localSiteOrigins),
  PUBLIC_SITE_URL: z.url().default(`http://localhost:${ports.shell}`),
  /** The API as mail readers reach it (the one-click unsubscribe link); behind the front door `<site>/api`. */
  PUBLIC_API_URL: z.url().default(`http://localhost:${ports.api}`),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default(`smtp://127.0.0.1:${ports.mailSmtp}`),
  MAIL_FROM: z.string().min(3).default('Academy <no-reply@academy.local>'),
  EXCHANGE_BASE_URL: z.url().default(`http://localhost:${ports.exchangeSandbox}`),
  EXCHANGE_CLIENT_ID: z.string().min(1).default('academy'),
  EXCHANGE_CLIENT_SECRET: z.string().min(1).default('academy-sandbox-secret'),
  /** Encrypts the exchange's tokens at rest (AES-256-GCM with the SHA-256 of this value). */
  EXCHANGE_TOKEN_KEY: z.string().min(32).default('dev-only-exchange-token-key-change-me!!'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Domain of the session and XSRF-TOKEN cookies; unset: the API's host only. Set it to the
   * parent of the site's and the API's hosts when they differ (site.example / api.site.example:
   * `site.example`), so the site can read XSRF-TOKEN.
   */
  SESSION_COOKIE_DOMAIN: z
    .string()
    .trim()
    .regex(
      /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i,
      'expected a host name such as site.example',
    )
    .max(253)
    .optional(),
  /** Profile image uploads per user per hour (each one is decoded and re-encoded). */
  PROFILE_IMAGE_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** A session unused this long ends (besides SESSION_TTL_DAYS); default one day. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(366 * 24 * 60)
    .default(24 * 60),
  /** Login, register, forgot-password and resend: per IP and per email (see docs/accounts.md). */
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** Coupon checks and redeems together (guessing codes): per signed-in user and per IP. */
  COUPON_RATE_LIMIT_USER_MAX: z.coerce.number().int().positive().default(10),
  COUPON_RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(30),
  COUPON_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  TRUST_PROXY: trustProxySetting.default(false),
  /**
   * On SIGTERM: /ready answers 503 and the API serves on this long (the load balancer stops
   * sending), then closes. 0 locally (a stop is at once); the image sets 5000.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** After the drain delay: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  /** Set: GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` (unset: open to whoever reaches the port). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** OpenAPI UI and JSON at /documentation; unset: on, except with NODE_ENV=production. */
  API_DOCS: booleanFlag.optional(),
  /** Production only: accept localhost CORS origins and site URL (a trial of the composition on one machine). */
  ALLOW_LOCAL_ORIGINS: booleanFlag.default(false),
  /** Hackathon registration window (POST /team-hackathons); the defaults keep it open. */
  HACKATHON_OPENS_AT: z.coerce.date().default(new Date('2000-01-01T00:00:00Z')),
  HACKATHON_CLOSES_AT: z.coerce.date().default(new Date('2100-01-01T00:00:00Z')),
  /** Registration attempts (POST /team-hackathons) per signed-in user and per IP, in a 24-hour window. */
  HACKATHON_REGISTRATIONS_PER_USER_PER_DAY: z.coerce.number().int().positive().default(5),
  HACKATHON_REGISTRATIONS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(20),
  /** Total bytes of stored hackathon files (resumes and documents) until the operator deletes a finished event's. */
  HACKATHON_STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 ** 3),
  /**
   * Where uploaded and generated files live (docs/storage.md): `disk` (DATA_DIR/uploads, one
   * machine, or a volume every replica mounts: STORAGE_DISK_SHARED=true) or `s3`, a bucket every
   * replica shares (AWS S3 or any S3-compatible service).
   */
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  /** The operator's word that DATA_DIR/uploads is one volume every replica mounts (production with `disk`). */
  STORAGE_DISK_SHARED: booleanFlag.default(false),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  /** An S3-compatible service (MinIO, Ceph, R2, the tests' s3rver); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a region such as us-east-1 (R2: auto)')
    .default('us-east-1'),
  /** Both or neither; neither: the SDK's default credential chain (env, profile, IAM role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path, not the host name; unset: true with S3_ENDPOINT, false for AWS. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Keys go under this folder of the bucket (`academy/prod` -> `academy/prod/profile-images/...`). */
  S3_PREFIX: z
    .string()
    .regex(/^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*\/?$/, 'expected folder names such as academy/prod')
    .transform((prefix) => `${prefix.replace(/\/$/, '')}/`)
    .optional(),
  /** content/ directory to import at start-up when its hash changed (src/content/importer.ts). */
  CONTENT_DIR: z.string().min(1).optional(),
  /**
   * The release step: a file holding the content's revision, an integer that grows with each build
   * (the release image writes its build time there). Set, content only moves forward.
   */
  CONTENT_REVISION_FILE: z.string().min(1).optional(),
  /**
   * Apply the database migrations at start (the zero-setup default). false: the release step
   * (src/release.ts) migrates once per deploy and every replica only checks that it ran.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * Draw a social card or cover variant that storage lacks on its first request (one machine).
   * false: only serve what the release step drew (the API image: no replica draws).
   */
  DRAW_IMAGES_ON_REQUEST: booleanFlag.default(true),
  /** How long anonymous public content answers (and their ETags) are kept in memory; 0 = off (src/plugins/public-cache.ts). */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** Pop quizzes (docs/learning.md "Pop quizzes"): length of a rolling window; one is always open, the next follows. */
  POP_QUIZ_SLOT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Wait after finishing a pop quiz before the next can be opened (business-rules.md: 10 minutes). */
  POP_QUIZ_COOLDOWN_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(POP_QUIZ_COOLDOWN_MINUTES),
  /** Main quizzes (docs/learning.md "Main quiz"): wait after a finished attempt before the next start of that quiz; 0 = none. */
  QUIZ_RETAKE_COOLDOWN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(QUIZ_RETAKE_COOLDOWN_HOURS),
  /** Optional cap on every pop quiz's time limit (demos and the e2e suite); unset: the windows' own limits. */
  POP_QUIZ_TIME_LIMIT_MAX_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /** What a rolling window offers (pinned windows set theirs in content/pop-quizzes/schedule.yaml). */
  POP_QUIZ_TIME_LIMIT_SECONDS: limited(POP_QUIZ_LIMITS.timeLimitSeconds).default(30),
  POP_QUIZ_REWARD_POINTS: limited(POP_QUIZ_LIMITS.rewardPoints).default(10),
  POP_QUIZ_REWARD_QUOTA: limited(POP_QUIZ_LIMITS.rewardQuota).default(20),
  /** Whole KKUB per winner of a rolling window, paid by the payout job; 0 = none. */
  POP_QUIZ_REWARD_KKUB: z.coerce.number().int().min(0).max(POP_QUIZ_LIMITS.rewardKkub.max).default(0),
  /** KKUB payout job (src/modules/commerce/payouts/worker.ts): how often the API works due jobs; 0 = never (tests call runOnce). */
  PAYOUT_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** Jobs one run works, each claimed on its own. */
  PAYOUT_BATCH_SIZE: z.coerce.number().int().positive().max(1000).default(20),
  /**
   * A claimed job is due again after this long if its worker vanished (crash mid-payout); more
   * than one transfer can take (the exchange call times out after 10 s).
   */
  PAYOUT_LEASE_MS: z.coerce.number().int().min(30_000).default(60_000),
  /** Retry after an outage: base x 2^(attempts-1), at most the max. */
  PAYOUT_RETRY_BASE_MS: z.coerce.number().int().positive().default(5_000),
  PAYOUT_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /**
   * Weekly mail (src/modules/learning/weekly-digest/worker.ts): how often every replica looks for learners not yet
   * mailed this week (one claim per learner and week); 0 = never (tests and the operator run it once).
   */
  WEEKLY_DIGEST_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60_000),
});

export type Config = z.infer<typeof configSchema>;

/** Storage settings that only make sense together (each alone passed its own check). */
function storageProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET)
    problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3 (the bucket every replica shares)');
  if (config.STORAGE_DRIVER === 'disk' && config.S3_BUCKET)
    problems.push('S3_BUCKET is set but STORAGE_DRIVER is disk: set STORAGE_DRIVER=s3 (or unset S3_BUCKET)');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the SDK default credential chain, e.g. an IAM role)',
    );
  return problems;
}

/**
 * Reads the environment (empty strings count as unset) and fails with every problem listed.
 * With NODE_ENV=production it also refuses development secrets and localhost origins
 * (UnsafeConfigError, see production-config.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const raw = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = { ...parsed.data, ...overrides };
  const invalid = storageProblems(config);
  if (invalid.length > 0) throw new Error(`Invalid configuration: ${invalid.join('; ')}`);
  const problems = productionProblems(config);
  if (problems.length > 0) throw new UnsafeConfigError(problems);
  return config;
}
