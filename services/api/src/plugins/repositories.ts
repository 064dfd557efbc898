import fp from 'fastify-plugin';
import {
  accountsRepository,
  exchangeLinksRepository,
  favoritesRepository,
  feedbacksRepository,
  provincesRepository,
  sessionsRepository,
  usersRepository,
} from '../modules/account/index.ts';
import {
  categoriesRepository,
  blogsRepository,
  contentDocsRepository,
  glossariesRepository,
} from '../modules/content/index.ts';
import {
  entitlementsRepository,
  pointsRepository,
  rewardTrackingsRepository,
  redeemsRepository,
  couponsRepository,
  payoutJobsRepository,
  subscriptionsRepository,
} from '../modules/commerce/index.ts';
import { hackathonRepository, hackathonInvitationsRepository } from '../modules/events/index.ts';
import {
  popQuizTriesRepository,
  popQuizHistoryListRepository,
  popQuizWindowsRepository,
} from '../modules/learning/index.ts';
import type { Config } from '../config.ts';
import { eventsRepository } from '../modules/events/index.ts';
import {
  articleReadsRepository,
  learningPathsRepository,
  learningProgressRepository,
  pathCertificatesRepository,
  readingStatsRepository,
} from '../modules/learning/index.ts';
import { remoteRegistryRepository } from '../modules/operations/index.ts';

export function createRepositories(db: Parameters<typeof usersRepository>[0], config: Config) {
  const entitlements = entitlementsRepository(db);
  const points = pointsRepository(db);
  const rewardTrackings = rewardTrackingsRepository(db);
  const popQuizzes = popQuizWindowsRepository(db, {
    slotMinutes: config.POP_QUIZ_SLOT_MINUTES,
    cooldownMinutes: config.POP_QUIZ_COOLDOWN_MINUTES,
    timeLimitMaxSeconds: config.POP_QUIZ_TIME_LIMIT_MAX_SECONDS,
    rolling: {
      timeLimitSeconds: config.POP_QUIZ_TIME_LIMIT_SECONDS,
      rewardPoints: config.POP_QUIZ_REWARD_POINTS,
      rewardQuota: config.POP_QUIZ_REWARD_QUOTA,
      rewardKkub: config.POP_QUIZ_REWARD_KKUB || null,
    },
  });
  return {
    popQuizzes,
    popQuizTries: popQuizTriesRepository(db),
    popQuizHistories: popQuizHistoryListRepository(db),
    accounts: accountsRepository(db),
    entitlements,
    exchangeLinks: exchangeLinksRepository(db),
    favorites: favoritesRepository(db),
    feedbacks: feedbacksRepository(db),
    provinces: provincesRepository(db),
    categories: categoriesRepository(db),
    blogs: blogsRepository(db),
    contentDocs: contentDocsRepository(db),
    glossaries: glossariesRepository(db),
    points,
    rewardTrackings,
    hackathon: hackathonRepository(db),
    hackathonInvitations: hackathonInvitationsRepository(db),
    redeems: redeemsRepository(db, { points }),
    coupons: couponsRepository(db),
    payoutJobs: payoutJobsRepository(db),
    sessions: sessionsRepository(db, { idleMs: config.SESSION_IDLE_MINUTES * 60_000 }),
    subscriptions: subscriptionsRepository(db),
    users: usersRepository(db),
    events: eventsRepository(db, { opensAt: config.HACKATHON_OPENS_AT, closesAt: config.HACKATHON_CLOSES_AT }),
    learningPaths: learningPathsRepository(db),
    learningProgress: learningProgressRepository(db),
    articleReads: articleReadsRepository(db),
    readingStats: readingStatsRepository(db),
    pathCertificates: pathCertificatesRepository(db),
    remoteRegistry: remoteRegistryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db, app.config));
  },
  { name: 'repositories', dependencies: ['db', 'config'] },
);
