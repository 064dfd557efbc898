import { paths, type Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { isoWeekOf } from '../../../lib/iso-week.ts';
import { unsubscribeTokens } from '../../../lib/unsubscribe-token.ts';
import type { Mailer } from '../../../mail/message.ts';
import { weeklyDigestEmail } from './mail-template.ts';
import { learningPathsRepository } from '../paths/repository.ts';
import { weeklyDigestsRepository } from './repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;
const BATCH = 50;

export interface WeeklyDigestDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  apiUrl: string;
  /** The API's secret the unsubscribe tokens are signed with (EXCHANGE_TOKEN_KEY). */
  secret: string;
  /** A mail the mail server refused (logged by code, never the address). */
  onSendFailed?: (error: unknown) => void;
}

export interface WeeklyDigestSummary {
  week: string;
  sent: number;
  empty: number;
  failed: number;
}

export const unsubscribeUrlFor = (apiUrl: string, token: string) =>
  `${apiUrl.replace(/\/+$/, '')}/client/unsubscribe?token=${encodeURIComponent(token)}`;

/** What one learner's mail says; null when there is nothing at all to say. */
async function digestFor(deps: WeeklyDigestDeps, userId: number, language: Language, now: Date) {
  const site = deps.siteUrl.replace(/\/+$/, '');
  const learningPaths = learningPathsRepository(deps.db);
  const digests = weeklyDigestsRepository(deps.db);
  const [all, progress] = await Promise.all([learningPaths.list(language), learningPaths.progress(userId)]);
  const started = progress.filter((p) => p.steps.some((s) => s.read || s.quizPassed));
  const stepLink = (pathSlug: string, slug: string | null) => {
    const path = all.find((p) => p.slug === pathSlug);
    const step = path?.steps.find((s) => s.slug === slug);
    return path && step
      ? [{ path: path.title, title: step.title, url: `${site}${paths.article(language, step.slug)}` }]
      : [];
  };
  const nextSteps = started.flatMap((p) => stepLink(p.slug, p.next));
  const firstPath = all.find((p) => p.steps.length > 0);
  const [firstStep = null] =
    started.length === 0 && firstPath ? stepLink(firstPath.slug, firstPath.steps[0]!.slug) : [];
  const pathSlugs = started.length > 0 ? started.flatMap((p) => p.steps.map((s) => s.slug)) : null;
  const [articles, windows] = await Promise.all([
    digests.newArticles(language, new Date(now.getTime() - WEEK_MS), now, pathSlugs),
    digests.rewardWindows(now, new Date(now.getTime() + WEEK_MS)),
  ]);
  const newArticles = articles.map((a) => ({ title: a.title, url: `${site}${paths.article(language, a.slug)}` }));
  if (newArticles.length + nextSteps.length + windows.length === 0 && !firstStep) return null;
  return {
    newArticles,
    nextSteps,
    firstStep,
    popQuizzes: windows,
    popQuizzesUrl: `${site}${paths.popQuizzes(language)}`,
  };
}

/**
 * The weekly mail, one run (issue 34 item 6): every consenting learner with a verified address
 * not yet handled this ISO week (Bangkok) is claimed by one INSERT ... ON CONFLICT DO NOTHING,
 * so replicas and runs at once mail each learner once a week; the claimer sends. Nothing to say
 * (no new article, no next step, no reward window): no mail, the week counts as handled. A mail
 * the mail server refused gives its claim back (a later run tries again).
 */
export async function sendWeeklyDigests(deps: WeeklyDigestDeps, now: Date): Promise<WeeklyDigestSummary> {
  const digests = weeklyDigestsRepository(deps.db);
  const tokens = unsubscribeTokens(deps.secret);
  const week = isoWeekOf(now);
  const summary: WeeklyDigestSummary = { week, sent: 0, empty: 0, failed: 0 };
  for (let afterId = 0; ;) {
    const batch = await digests.dueRecipients(week, afterId, BATCH);
    if (batch.length === 0) return summary;
    afterId = batch.at(-1)!.id;
    for (const learner of batch) {
      if (!(await digests.claim(learner.id, week, now))) continue;
      const language: Language = learner.language === 'th' ? 'th' : 'en';
      const content = await digestFor(deps, learner.id, language, now);
      if (!content) {
        await digests.finish(learner.id, week, 'empty');
        summary.empty += 1;
        continue;
      }
      const message = weeklyDigestEmail({
        to: learner.email,
        language,
        ...content,
        unsubscribeUrl: unsubscribeUrlFor(deps.apiUrl, tokens.tokenFor(learner.id)),
      });
      try {
        await deps.mailer.send(message);
      } catch (error) {
        await digests.release(learner.id, week);
        summary.failed += 1;
        deps.onSendFailed?.(error);
        continue;
      }
      await digests.finish(learner.id, week, 'sent');
      summary.sent += 1;
    }
  }
}
