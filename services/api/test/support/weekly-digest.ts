import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogs, users } from '../../src/db/schema/index.ts';
import type { CapturedMail } from './smtp.ts';
import { createUser } from './factories.ts';

/** A verified learner who agreed to receive updates (unless `agree: false`). */
export const consentingLearner = (
  app: FastifyInstance,
  { agree = true, language = 'en', verified = true }: { agree?: boolean; language?: string; verified?: boolean } = {},
) => createUser(app, { agreeToUpdate: agree, language, emailVerifiedAt: verified ? new Date() : null });

export const consentOf = async (app: FastifyInstance, userId: number) =>
  (await app.db.select({ agree: users.agreeToUpdate }).from(users).where(eq(users.id, userId)))[0]?.agree;

/** Marks article `slug` as published at `at`. */
export const publishAt = (app: FastifyInstance, slug: string, at: Date) =>
  app.db.update(blogs).set({ publishedAt: at }).where(eq(blogs.slug, slug));

/** A header of a captured message, its folded lines joined. */
export function mailHeader(mail: CapturedMail, name: string): string | undefined {
  const head = mail.raw
    .replace(/\r\n/g, '\n')
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** The https unsubscribe URL of a weekly mail's List-Unsubscribe header. */
export function unsubscribeUrlOf(mail: CapturedMail): URL {
  const match = /<(https?:[^>]+)>/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '');
  if (!match) throw new Error('no List-Unsubscribe URL');
  return new URL(match[1]!);
}
