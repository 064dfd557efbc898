/**
 * `pnpm --filter @academy/api operator <command> [--flags]`: operator actions on the configured
 * database (DATABASE_URL, else PGlite under DATA_DIR - not while an API holds that PGlite).
 *
 *   coupon:create --code WELCOME100 --points 100 --expires 2026-12-31 --limit 50
 *   coupon:create --code FREEMONTH --subscription-reward one-month-starter --expires 2026-12-31 --limit 10
 *   tracking:ship --id 3 --carrier "Thailand Post" --number EX123456789TH
 *   tracking:deliver --id 3
 *   hackathon:delete-files        (after HACKATHON_CLOSES_AT: the stored files of the teams registered before it)
 *   pop-quiz:open --minutes 5 --points 20 --quota 50 [--seconds 30] [--kkub 1]   (a pop quiz window from now)
 *   pop-quiz:end --id 12        (ends an open pop quiz window now)
 *   remotes:set mf-quiz https://quiz.example/v42 [--build v42]   (the remote's live URL: remotes.ts)
 *   remotes:rollback mf-quiz    (back to the URL live before)
 *   weekly-digest:send          (the weekly mail, once, now: weekly-digest.ts)
 *   remotes:canary mf-quiz https://quiz.example/v43 10 [--build v43] | remotes:canary mf-quiz off
 *
 * Exit 1 with a message on bad input or a step the tracking cannot take.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { rewards } from '../db/schema/index.ts';
import { configuredStorage } from '../lib/configured-storage.ts';
import { StorageUnavailableError, type FileStorage } from '../lib/storage.ts';
import { deleteHackathonFiles } from './hackathon-files.ts';
import { couponsRepository, rewardTrackingsRepository } from '../modules/commerce/index.ts';
import { POP_QUIZ_LIMITS } from '../content/pop-quizzes/load.ts';
import { endPopQuizWindow, openPopQuizWindow } from '../modules/learning/index.ts';
import { RemoteCommandError, runRemoteCommand } from './remotes.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { runWeeklyDigestCommand, type WeeklyDigestMail } from './weekly-digest.ts';

export class OperatorError extends Error {}

const positiveInt = (value: string | undefined, flag: string): number => {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new OperatorError(`--${flag} must be a positive integer`);
  return n;
};
const intIn = (value: string | undefined, flag: string, range: { min: number; max: number }): number => {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < range.min || n > range.max)
    throw new OperatorError(`--${flag} must be an integer ${range.min}-${range.max}`);
  return n;
};
const text = (value: string | undefined, flag: string, max = 100): string => {
  const v = value?.trim() ?? '';
  if (!v || v.length > max || v.includes('\u0000'))
    throw new OperatorError(`--${flag} is required (1-${max} characters)`);
  return v;
};

function parseFlags(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        code: { type: 'string' },
        points: { type: 'string' },
        'subscription-reward': { type: 'string' },
        expires: { type: 'string' },
        limit: { type: 'string' },
        id: { type: 'string' },
        carrier: { type: 'string' },
        number: { type: 'string' },
        minutes: { type: 'string' },
        quota: { type: 'string' },
        seconds: { type: 'string' },
        kkub: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
}

/** What the file commands need besides the database (the API's storage and registration window). */
export interface OperatorFiles {
  storage: FileStorage;
  hackathonClosesAt: Date;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Runs one operator command; returns what to print. */
export async function runOperatorCommand(
  db: Db,
  argv: string[],
  now: Date = new Date(),
  files?: OperatorFiles,
  mail?: WeeklyDigestMail,
): Promise<string> {
  const [command, ...rest] = argv;
  if (command === 'weekly-digest:send') {
    if (!mail) throw new OperatorError('weekly-digest:send needs the mail settings');
    return runWeeklyDigestCommand(db, mail, now);
  }
  if (command === 'remotes:set' || command === 'remotes:rollback' || command === 'remotes:canary') {
    try {
      return await runRemoteCommand(db, command, rest, now);
    } catch (error) {
      if (error instanceof RemoteCommandError) throw new OperatorError(error.message);
      throw error;
    }
  }
  const { values } = parseFlags(rest);
  const repositories = {
    coupons: couponsRepository(db),
    rewardTrackings: rewardTrackingsRepository(db),
  };

  switch (command) {
    case 'coupon:create': {
      const code = text(values.code, 'code', 64);
      if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new OperatorError('--code: letters, digits, - and _ only');
      const expires = /^\d{4}-\d{2}-\d{2}$/.test(values.expires ?? '')
        ? new Date(`${values.expires}T23:59:59.999+07:00`)
        : null;
      if (!expires || Number.isNaN(expires.getTime()))
        throw new OperatorError('--expires must be a date YYYY-MM-DD (valid through that Bangkok day)');
      const usageLimit = positiveInt(values.limit, 'limit');
      const points = values.points !== undefined ? positiveInt(values.points, 'points') : null;
      let grant = null;
      if (values['subscription-reward'] !== undefined) {
        const slug = text(values['subscription-reward'], 'subscription-reward');
        const [reward] = await db.select().from(rewards).where(eq(rewards.slug, slug)).limit(1);
        if (!reward?.grant) throw new OperatorError(`no subscription reward "${slug}" (import the content first)`);
        grant = reward.grant;
      }
      if (!points && !grant) throw new OperatorError('give --points or --subscription-reward');
      if (await repositories.coupons.findByCode(code))
        throw new OperatorError(`coupon ${code.toUpperCase()} exists already`);
      const coupon = await repositories.coupons.create({ code, points, grant, expiresAt: expires, usageLimit });
      return `coupon ${coupon.code} created: ${points ? `${points} points` : `package ${grant?.packageName}`}, ${usageLimit} uses, expires ${coupon.expiresAt.toISOString()}`;
    }
    case 'tracking:ship':
    case 'tracking:deliver': {
      const id = positiveInt(values.id, 'id');
      const to = command === 'tracking:ship' ? 'shipped' : 'delivered';
      const extras =
        to === 'shipped'
          ? { carrier: text(values.carrier, 'carrier'), trackingNumber: text(values.number, 'number', 64) }
          : {};
      const row = await repositories.rewardTrackings.advance(id, to, now, extras);
      if (!row) {
        const current = await repositories.rewardTrackings.findById(id);
        throw new OperatorError(
          current ? `tracking ${id} is ${current.status}: it cannot be ${to} now` : `no tracking ${id}`,
        );
      }
      return `tracking ${id} ${row.status}${row.carrier ? ` (${row.carrier} ${row.trackingNumber})` : ''}`;
    }
    case 'hackathon:delete-files': {
      if (!files) throw new OperatorError('hackathon:delete-files needs the file storage');
      const closesAt = files.hackathonClosesAt.toISOString();
      if (now < files.hackathonClosesAt)
        throw new OperatorError(
          `hackathon registration is open until ${closesAt} (HACKATHON_CLOSES_AT): its files can be deleted after that`,
        );
      const deleted = await deleteHackathonFiles(db, files.storage, files.hackathonClosesAt, now);
      if (deleted.length === 0) return `no stored hackathon files of teams registered before ${closesAt}`;
      const fileCount = deleted.reduce((sum, team) => sum + team.files, 0);
      const bytes = deleted.reduce((sum, team) => sum + team.bytes, 0);
      return [
        `deleted ${count(fileCount, 'file')} (${bytes} bytes, ${megabytes(bytes)}) of ${count(deleted.length, 'team')} registered before ${closesAt}`,
        ...deleted.map(
          (team) => `team ${team.id} "${team.teamName}": ${count(team.files, 'file')}, ${team.bytes} bytes`,
        ),
      ].join('\n');
    }
    case 'pop-quiz:open': {
      const window = await openPopQuizWindow(
        db,
        {
          minutes: intIn(values.minutes, 'minutes', { min: 1, max: 24 * 60 }),
          timeLimitSeconds: intIn(values.seconds ?? '30', 'seconds', POP_QUIZ_LIMITS.timeLimitSeconds),
          rewardPoints: intIn(values.points, 'points', POP_QUIZ_LIMITS.rewardPoints),
          rewardQuota: intIn(values.quota, 'quota', POP_QUIZ_LIMITS.rewardQuota),
          rewardKkub: values.kkub === undefined ? null : intIn(values.kkub, 'kkub', POP_QUIZ_LIMITS.rewardKkub),
        },
        now,
      );
      return `pop quiz ${window.id} open until ${window.endsAt.toISOString()}`;
    }
    case 'pop-quiz:end': {
      const id = positiveInt(values.id, 'id');
      const window = await endPopQuizWindow(db, id, now);
      if (!window) throw new OperatorError(`no open pop quiz window ${id}`);
      return `pop quiz ${id} ended at ${window.endsAt.toISOString()}`;
    }
    default:
      throw new OperatorError(
        'commands: coupon:create, tracking:ship, tracking:deliver, hackathon:delete-files, pop-quiz:open, pop-quiz:end, remotes:set, remotes:rollback, remotes:canary, weekly-digest:send (see services/api/README.md)',
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: config.MIGRATE_ON_START,
  });
  const files = { storage: configuredStorage(config), hackathonClosesAt: config.HACKATHON_CLOSES_AT };
  const mailer = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  const mail = {
    mailer,
    siteUrl: config.PUBLIC_SITE_URL,
    apiUrl: config.PUBLIC_API_URL,
    secret: config.EXCHANGE_TOKEN_KEY,
  };
  try {
    console.log(await runOperatorCommand(database.db, process.argv.slice(2), new Date(), files, mail));
  } catch (error) {
    if (error instanceof OperatorError || error instanceof StorageUnavailableError) {
      console.error((error as Error).message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    files.storage.close?.();
    mailer.close();
    await database.close();
  }
}
