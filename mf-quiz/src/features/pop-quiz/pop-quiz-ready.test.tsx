import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import '../../i18n';
import { routes } from '../../routes';
import { apiError, available, card, mockApi, question, result, signIn } from '../../test/pop-quiz-api-mock';
import { PopQuizReady } from './components/pop-quiz-ready';

// Lazy pages and a busy CI machine: the default 5 s is too tight.
jest.setTimeout(30_000);

const notStarted = apiError(409, 'QUIZ_NOT_STARTED', 'Start the pop quiz first');

describe('pop quiz "ready?" step: nothing starts the clock but Start', () => {
  it('asks "ready?" with the time, the reward and when the answer shows; only Start POSTs, then the question runs', async () => {
    const api = mockApi({
      'GET /client/pop-quizs/7/question': notStarted,
      'GET /client/pop-quizs-available': { data: available({ items: [card({ canPlay: true, rewardKkub: 2 })] }) },
      'POST /client/pop-quizs/7/open': { data: question() },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    const ready = await screen.findByTestId('pop-quiz-ready', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Ready?' })).toBeInTheDocument();
    expect(ready).toHaveTextContent(
      'You will have 30 seconds to answer once you press Start. The clock keeps running if you leave this page.',
    );
    expect(ready).toHaveTextContent('Reward: 25 points · + 2 KKUB to your exchange-linked wallet');
    // Not identity-verified: right or wrong only, and how to get the answer.
    expect(screen.getByTestId('pop-quiz-ready-reveal')).toHaveTextContent(
      'You see right or wrong at once. The right answer is shown afterwards (from 19:30) only to members whose exchange account was verified when they started',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(api.called('POST /client/pop-quizs/7/open')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/maximum number of bitcoins/)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:30');
    expect(screen.queryByTestId('pop-quiz-ready')).not.toBeInTheDocument();
    expect(api.called('POST /client/pop-quizs/7/open')).toHaveLength(1);
  });

  it('speaks Thai, and tells a verified learner when the answer shows', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': notStarted,
      'GET /client/pop-quizs-available': { data: available({ items: [card({ canPlay: true })] }) },
    });
    renderRoutes(routes, '/th/pop-quizzes/7');
    signIn({ kycStatus: 'verified' });
    expect(await screen.findByRole('heading', { name: 'พร้อมหรือยัง?' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-ready')).toHaveTextContent('คุณมีเวลาตอบ 30 วินาทีหลังจากกดเริ่ม');
    expect(screen.getByTestId('pop-quiz-ready-reveal')).toHaveTextContent('คำตอบที่ถูกจะแสดงในประวัติควิซของคุณหลัง 19:30');
    expect(screen.getByRole('button', { name: 'เริ่ม' })).toBeEnabled();
  });

  it.each([
    [card({ status: 'expired' }), {}, 'This pop quiz has ended.'],
    [card({ status: 'upcoming', startsAt: '2026-11-23T12:30:00.000Z' }), {}, 'This pop quiz opens at 19:30.'],
    [card({ status: 'outOfReward' }), {}, 'All the rewards of this pop quiz are taken.'],
    [card(), { cooldownEndsAt: '2026-11-23T12:15:30.000Z' }, 'You can start it when your cool-down ends (19:15).'],
    [card(), {}, 'Finish the pop quiz you are playing first.'],
  ])('a window the learner cannot start says why and draws no Start (%#)', async (window, extra, why) => {
    mockApi({
      'GET /client/pop-quizs/7/question': notStarted,
      'GET /client/pop-quizs-available': { data: available({ items: [window], ...extra }) },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-ready-why', {}, { timeout: 15_000 })).toHaveTextContent(why);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('in the server HTML (before the app runs) there is no dead Start button: a line says it is coming', async () => {
    const tree = (
      <PlatformProviders>
        <MemoryRouter initialEntries={['/en/pop-quizzes/7']}>
          <Routes>
            <Route
              path="/:lang/*"
              element={<PopQuizReady card={card({ canPlay: true })} available={available()} userId={5} back={null} />}
            />
          </Routes>
        </MemoryRouter>
      </PlatformProviders>
    );
    const html = renderToString(tree);
    expect(html).toContain('The Start button appears as soon as this page has loaded.');
    expect(html).not.toContain('>Start</button>');
    render(tree);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeEnabled();
  });
});

describe('pop quiz practice and answers for verified learners only', () => {
  it('a practice question says it earns nothing, and so does its correct result', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': { data: question({ practice: true }) },
      'POST /client/pop-quizs/7/questions/3/submit': {
        data: result({ practice: true, pointsEarned: 0, point: null }),
      },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-practice', {}, { timeout: 15_000 })).toHaveTextContent(
      'The answer to this question was shown before, so it earns nothing: this one is practice.',
    );
    await userEvent.click(screen.getByRole('radio', { name: '21 million' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(
      await screen.findByText("Correct! This question's answer was shown before, so it earns no reward."),
    ).toBeInTheDocument();
  });

  it('a try that does not reveal its answer says so instead of when', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({
          status: 'failed',
          secondsLeft: 0,
          revealsAnswer: false,
          result: result({ status: 'failed', correct: false, revealsAnswer: false, pointsEarned: 0, point: null }),
        }),
      },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-reveal-never', {}, { timeout: 15_000 })).toHaveTextContent(
      'The right answer is shown only to members whose exchange account was verified when they started this pop quiz.',
    );
    expect(screen.queryByTestId('pop-quiz-reveal-later')).not.toBeInTheDocument();
  });
});
