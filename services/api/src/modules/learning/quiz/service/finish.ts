import { quizGrade, quizPassed } from '@academy/contracts';
import type { DbOrTx } from '../../../../db/client.ts';
import type { EntitlementsRepository, pointsRepository, RewardTrackingsRepository } from '../../../commerce/index.ts';
import { answersOf, updateAttemptInProgress, type AttemptRow } from '../repository/attempts.ts';
import { findQuiz } from '../repository/quizzes.ts';
import { recordShown } from '../repository/revealed.ts';
import { quizPointsCredited, quizPointsSource, quizRewardTracked } from '../repository/rewards.ts';
import { shownCorrect } from '../draw.ts';
import { quizErrors } from '../errors.ts';
import { isRightAnswer, scoreOf } from '../grading.ts';
import { issueCertificate } from './certificates.ts';

export interface FinishDeps {
  entitlements: EntitlementsRepository;
  points: ReturnType<typeof pointsRepository>;
  rewardTrackings: RewardTrackingsRepository;
}

/**
 * Grades an in-progress attempt (taken FOR UPDATE by the caller's transaction `tx`) and, in
 * that transaction, records its questions as revealed to the user (the result shows their
 * answers) and, unless it is practice, credits the quiz's points once per user and quiz
 * (earn-points flag), creates the physical reward's tracking and the certificate (when the user
 * has a profile name). Returns the attempt's id.
 */
export async function finishAttempt(tx: DbOrTx, deps: FinishDeps, attempt: AttemptRow, now: Date): Promise<number> {
  const { userId, quizId } = attempt;
  const quiz = await findQuiz(tx, quizId);
  if (!quiz) throw quizErrors.notFound();
  if (attempt.quizVersion !== quiz.version) throw quizErrors.dataChanged();
  const answers = await answersOf(tx, attempt.id);
  if (answers.length < attempt.total) throw quizErrors.incomplete();
  const correctCount = attempt.questions.filter((_, i) => {
    const answer = answers.find((x) => x.questionId === i + 1);
    return answer !== undefined && isRightAnswer(answer.selectedAnswers, shownCorrect(attempt, i));
  }).length;
  const grade = quizGrade(correctCount, attempt.total);
  const passed = quizPassed(grade);
  const earns = passed && !attempt.practice;
  let pointsEarned = 0;
  let pointsIfSubscribed = 0;
  let alreadyCredited = false;
  if (earns && quiz.rewardPoints > 0) {
    const info = await deps.entitlements.info(userId, now, tx);
    if (info.earnPoints) {
      const balance = await deps.points.credit(userId, quiz.rewardPoints, 'Main quiz passed', {
        tx,
        sourceKey: quizPointsSource(quizId),
      });
      if (balance === null) alreadyCredited = true;
      else pointsEarned = quiz.rewardPoints;
    } else if (await quizPointsCredited(tx, userId, quizId)) alreadyCredited = true;
    else pointsIfSubscribed = quiz.rewardPoints;
  }
  const finished = await updateAttemptInProgress(tx, attempt.id, {
    status: 'finished',
    correctCount,
    score: scoreOf(correctCount, attempt.total),
    grade,
    passed,
    pointsEarned,
    pointsIfSubscribed,
    alreadyCredited,
    finishedAt: now,
    updatedAt: now,
  });
  if (!finished) throw quizErrors.finished();
  await recordShown(tx, attempt, attempt.id, now);
  const reward = quiz.physicalReward;
  if (earns && reward && (!reward.aPlusOnly || grade === 'A+')) {
    // One physical reward per user and quiz (only one attempt of a quiz can be open at a time).
    if (!(await quizRewardTracked(tx, userId, quizId))) {
      await deps.rewardTrackings.create(
        tx,
        {
          userId,
          source: 'quiz',
          sourceId: attempt.id,
          kind: 'physical',
          rewardNameEn: reward.en,
          rewardNameTh: reward.th,
        },
        now,
      );
    }
  }
  if (earns) await issueCertificate(tx, finished, userId, now);
  return finished.id;
}
