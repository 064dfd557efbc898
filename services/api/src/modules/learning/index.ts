// The learning domain's public face: what app.ts, the plugins, the operator CLI and other domains
// may import (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as certificateRoutes } from './certificates/routes.ts';
export { learningPathsRepository } from './paths/repository.ts';
export { learningProgressRepository } from './progress/repository.ts';
export { articleReadsRepository } from './reading/article-reads.ts';
export { readingStatsRepository } from './reading/reading-stats.ts';
export { pathCertificatesRepository } from './certificates/path-certificates-repository.ts';
export { default as pathRoutes } from './paths/routes.ts';
export { default as popQuizPayoutsPlugin } from './pop-quiz/payout-settlement.ts';
export { popQuizTriesRepository } from './pop-quiz/tries-repository.ts';
export { popQuizHistoryListRepository } from './pop-quiz/history-repository.ts';
export { default as popQuizRoutes } from './pop-quiz/routes.ts';
export { endPopQuizWindow, openPopQuizWindow, popQuizWindowsRepository } from './pop-quiz/windows-repository.ts';
export { default as learningProgressRoutes } from './progress/routes.ts';
export { default as quizRoutes } from './quiz/routes.ts';
export { default as readingRoutes } from './reading/routes.ts';
export { sendWeeklyDigests, type WeeklyDigestDeps } from './weekly-digest/service.ts';
export { default as weeklyDigestPlugin } from './weekly-digest/worker.ts';
