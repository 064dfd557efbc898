import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizDetail } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import '../../../i18n';
import { quizDetail } from '../../../test/quiz-api-mock';
import { QuizIntro } from './quiz-intro';

const finished: NonNullable<QuizDetail['myAttempt']> = {
  attemptId: 11,
  status: 'finished',
  answeredCount: 5,
  grade: 'F',
  passed: false,
  finishedAt: '2026-05-01T08:00:00.000Z',
  practice: false,
};

function renderIntro(quiz: QuizDetail, lang = 'en', onStart = jest.fn()) {
  renderRoutes(
    [
      {
        path: 'intro',
        element: <QuizIntro quiz={quiz} saved={false} disabled={false} error={null} onStart={onStart} />,
      },
    ],
    `/${lang}/intro`,
  );
  return onStart;
}

describe('QuizIntro', () => {
  it('a graded attempt: unseen questions from the pool, and the cool-down rule from the server', async () => {
    const onStart = renderIntro(
      quizDetail({
        questionCount: 5,
        nextAttempt: { practice: false, unseenCount: 9, poolSize: 13, availableAt: null },
      }),
    );
    expect(await screen.findByTestId('quiz-graded-notice')).toHaveTextContent(
      'Each attempt asks 5 questions you have not seen yet, drawn from a pool of 13 (9 still new to you).',
    );
    expect(screen.getByTestId('quiz-cooldown-rule')).toHaveTextContent('can start 24 hours later');
    expect(screen.queryByTestId('quiz-practice-notice')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('says before the start that a retake is practice and earns nothing (en and th)', async () => {
    const quiz = quizDetail({
      questionCount: 5,
      myAttempt: finished,
      nextAttempt: { practice: true, unseenCount: 2, poolSize: 12, availableAt: null },
    });
    renderIntro(quiz);
    expect(await screen.findByTestId('quiz-practice-notice')).toHaveTextContent(
      'only 2 new ones are left (an attempt needs 5). This attempt earns no points, no reward and no certificate',
    );
    expect(screen.getByRole('button', { name: 'Retake quiz' })).toBeEnabled();
    renderIntro(quiz, 'th');
    expect(await screen.findByText(/การทำครั้งนี้จะไม่ได้รับคะแนน/)).toBeInTheDocument();
  });

  it('during the cool-down the retake waits, with the time the server gave', async () => {
    const availableAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    renderIntro(
      quizDetail({
        retakeCooldownHours: 1,
        myAttempt: finished,
        nextAttempt: { practice: false, unseenCount: 7, poolSize: 12, availableAt },
      }),
    );
    expect(await screen.findByTestId('quiz-cooldown')).toHaveTextContent(/^You can retake this quiz from .+\.$/);
    expect(screen.getByTestId('quiz-cooldown-rule')).toHaveTextContent('can start 1 hour later');
    expect(screen.getByRole('button', { name: 'Retake quiz' })).toBeDisabled();
  });

  it('a time already past does not hold the start, and no cool-down means no rule', async () => {
    renderIntro(
      quizDetail({
        retakeCooldownHours: 0,
        myAttempt: finished,
        nextAttempt: { practice: false, unseenCount: 7, poolSize: 12, availableAt: '2020-01-01T00:00:00.000Z' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Retake quiz' })).toBeEnabled();
    expect(screen.queryByTestId('quiz-cooldown')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quiz-cooldown-rule')).not.toBeInTheDocument();
  });

  it('an open practice attempt resumes and says it earns nothing', async () => {
    renderIntro(
      quizDetail({
        myAttempt: { ...finished, status: 'saved', grade: null, passed: null, finishedAt: null, practice: true },
        nextAttempt: null,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Resume quiz' })).toBeEnabled();
    expect(screen.getByTestId('quiz-practice-notice')).toHaveTextContent('This attempt is practice');
  });
});
