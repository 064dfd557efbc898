import type { Db } from '../db/client.ts';
import { sendWeeklyDigests, type WeeklyDigestDeps } from '../modules/learning/index.ts';

export type WeeklyDigestMail = Omit<WeeklyDigestDeps, 'db'>;

/** `weekly-digest:send`: the weekly mail's run, once, now (the same claims as the replicas' job). */
export async function runWeeklyDigestCommand(db: Db, mail: WeeklyDigestMail, now: Date): Promise<string> {
  const { week, sent, empty, failed } = await sendWeeklyDigests({ ...mail, db }, now);
  return `week ${week}: ${sent} sent, ${empty} with nothing to say, ${failed} refused by the mail server`;
}
