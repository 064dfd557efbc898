import type { FastifyInstance } from 'fastify';
import type { Language, PopQuizAvailable, PopQuizCard, PopQuizCardStatus } from '@academy/contracts';
import { topicOf } from './views.ts';
import type { PopQuizAttemptsService } from './attempts/index.ts';

/**
 * The cards of GET /client/pop-quizs-available for a visitor (userId null) or a user.
 * A window's status: upcoming (not open yet), expired (ended), outOfReward (quota gone), else
 * active. `canPlay`: active, not in cool-down, and the user has no try or one still running
 * (and no other try running elsewhere). A card names a topic only for the user's own opened
 * try: a window has no question until a learner opens it and draws one. Reads only (a try past
 * its deadline counts as over without being written).
 */
export async function popQuizCards(
  app: FastifyInstance,
  popQuizAttempts: PopQuizAttemptsService,
  userId: number | null,
  lang: Language,
  now: Date,
): Promise<PopQuizAvailable> {
  const { popQuizzes } = app.repositories;
  const { windows, nextStart } = await popQuizzes.windowsAround(now);
  const tries = userId
    ? await popQuizAttempts.triesOf(
        userId,
        windows.map((window) => window.id),
        now,
      )
    : null;
  const cooldown = userId ? await popQuizAttempts.cooldownEndsAt(userId, now) : null;
  const running = userId ? await popQuizAttempts.inProgress(userId, now) : null;
  const revealAts = await popQuizAttempts.revealAts(windows);
  const t = now.getTime();
  const items = windows.map((window): PopQuizCard => {
    const status: PopQuizCardStatus =
      window.startsAt.getTime() > t
        ? 'upcoming'
        : window.endsAt.getTime() <= t
          ? 'expired'
          : window.rewardRemaining <= 0
            ? 'outOfReward'
            : 'active';
    const mine = tries?.get(window.id);
    const canPlay = mine
      ? mine.history.status === 'inprogress'
      : userId !== null && status === 'active' && !cooldown && running === null;
    return {
      id: window.id,
      kind: window.kind,
      topic: mine ? topicOf(mine.question, lang) : null,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      timeLimitSeconds: window.timeLimitSeconds,
      rewardPoints: window.rewardPoints,
      rewardKkub: window.rewardKkub,
      rewardQuota: window.rewardQuota,
      rewardRemaining: window.rewardRemaining,
      status,
      myStatus: mine?.history.status ?? null,
      canPlay,
      revealAt: revealAts.get(window.id)!.toISOString(),
    };
  });
  let nextAvailable: Date | null = null;
  if (items.some((card) => card.canPlay)) nextAvailable = now;
  else if (userId !== null && running === null) {
    // The later of the cool-down's end and the next window's start (if it starts after the cool-down
    // ends, or there is no open window left to play).
    const afterCooldown = cooldown ?? now;
    const openLater = items.some(
      (card) =>
        card.status === 'active' && card.myStatus === null && new Date(card.endsAt).getTime() > afterCooldown.getTime(),
    );
    nextAvailable = openLater
      ? afterCooldown
      : nextStart && nextStart.getTime() > afterCooldown.getTime()
        ? nextStart
        : afterCooldown;
  }
  return {
    serverNow: now.toISOString(),
    cooldownEndsAt: cooldown ? cooldown.toISOString() : null,
    nextPopQuizAt: nextStart ? nextStart.toISOString() : null,
    nextAvailableAt: nextAvailable ? nextAvailable.toISOString() : null,
    items,
  };
}
