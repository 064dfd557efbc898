import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, QuizDetail } from '@academy/contracts';
import { PlatformProviders, applyLanguage, useSessionStore, type SessionUser } from '@academy/platform';
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
  it.each([
    ['en', 'The button to start appears as soon as this page has loaded.', 'Start quiz'],
    ['th', 'ปุ่มเริ่มจะปรากฏเมื่อหน้านี้โหลดเสร็จ', 'เริ่มทำแบบทดสอบ'],
  ] as const)(
    '%s: the server HTML draws no dead Start button, a line says it is coming',
    async (lang: Language, soon, start) => {
      applyLanguage(lang);
      const tree = (
        <PlatformProviders>
          <MemoryRouter initialEntries={[`/${lang}/intro`]}>
            <Routes>
              <Route
                path="/:lang/*"
                element={
                  <QuizIntro quiz={quizDetail()} saved={false} disabled={false} error={null} onStart={jest.fn()} />
                }
              />
            </Routes>
          </MemoryRouter>
        </PlatformProviders>
      );
      const html = renderToString(tree);
      expect(html).toContain(soon);
      expect(html).not.toContain('data-testid="quiz-start"');
      render(tree);
      expect(await screen.findByRole('button', { name: start })).toBeEnabled();
      expect(screen.queryByTestId('quiz-start-soon')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Read the article first: What is Bitcoin?'],
    ['th', 'อ่านบทความก่อน: What is Bitcoin?'],
  ])('%s: links back to its article (the questions ask about it)', async (lang, name) => {
    renderIntro(quizDetail(), lang);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', `/${lang}/articles/what-is-bitcoin`);
  });

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

  describe('who earns the points, said before the start', () => {
    afterEach(() => act(() => useSessionStore.setState({ user: null })));
    const note = () => screen.findByTestId('quiz-points-note');

    it('a visitor: what is true for everyone (subscribers earn them)', async () => {
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: null }));
      expect(await note()).toHaveTextContent('Subscribers earn 30 points for a pass.');
      expect(screen.getByText('3 questions')).toBeInTheDocument();
      expect(screen.queryByText(/· 30 points/)).not.toBeInTheDocument();
    });

    it('a learner without a subscription: no points, and where to subscribe (en and th)', async () => {
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: 'needsSubscription' }));
      act(() => useSessionStore.setState({ user: { id: 1, subscription: null } as SessionUser }));
      expect(await note()).toHaveTextContent(
        'Without a subscription a pass earns you no points. Subscribers earn 30 points for it.',
      );
      expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/en/subscriptions');
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: 'needsSubscription' }), 'th');
      expect(await screen.findByText('หากไม่ได้เป็นสมาชิก การทำผ่านจะไม่ได้รับคะแนน สมาชิกจะได้รับ 30 คะแนน')).toBeVisible();
    });

    it('a subscriber whose package does not earn points is told so', async () => {
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: 'needsSubscription' }));
      const subscription = { active: true, packageName: 'Lite', startDate: null, endDate: null };
      act(() => useSessionStore.setState({ user: { id: 1, subscription } as SessionUser }));
      expect(await note()).toHaveTextContent('Your subscription does not include points: a pass earns you none');
    });

    it('a learner who earns them, or who already received them', async () => {
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: 'earns' }));
      expect(await note()).toHaveTextContent('A pass earns you 30 points.');
      renderIntro(quizDetail({ rewardPoints: 30, myPoints: 'alreadyCredited' }), 'th');
      expect(await screen.findByText(/คุณได้รับ 30 คะแนนของแบบทดสอบนี้ไปแล้ว/)).toBeVisible();
    });

    it('nothing for a practice retake (its notice says it earns nothing), a quiz without points or a locked one', async () => {
      renderIntro(
        quizDetail({
          rewardPoints: 30,
          myPoints: 'earns',
          myAttempt: finished,
          nextAttempt: { practice: true, unseenCount: 2, poolSize: 12, availableAt: null },
        }),
      );
      expect(await screen.findByTestId('quiz-practice-notice')).toBeVisible();
      expect(screen.queryByTestId('quiz-points-note')).not.toBeInTheDocument();
      renderIntro(quizDetail({ rewardPoints: 0, myPoints: 'earns' }), 'th');
      expect(await screen.findByText('3 ข้อ')).toBeVisible();
      expect(screen.queryByTestId('quiz-points-note')).not.toBeInTheDocument();
      // an exclusive quiz without a subscription: its own alert says to subscribe
      renderIntro(quizDetail({ rewardPoints: 30, exclusive: true, locked: true, myPoints: 'needsSubscription' }));
      act(() => useSessionStore.setState({ user: { id: 1, subscription: null } as SessionUser }));
      expect(await screen.findByTestId('quiz-subscribe')).toBeVisible();
      expect(screen.queryByTestId('quiz-points-note')).not.toBeInTheDocument();
    });
  });
});
