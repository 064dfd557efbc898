import { configure, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { quizDetail, reply, setupMockApi } from '../../test/quiz-api-mock';
import { learner, mockPlay, openQuiz } from '../../test/quiz-play-harness';

const api = setupMockApi();
// Whole quizzes are played click by click; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });

describe('main quiz play: refusals and not found', () => {
  it('a start refused by the cool-down shows why and reloads the quiz', async () => {
    mockPlay(api, {
      'POST /client/v2/quiz_v2/5/start': reply(409, {
        statusCode: 409,
        code: 'QUIZ_RETAKE_COOLDOWN',
        message: 'You can retake this quiz from 2026-05-02T08:00:00.000Z',
      }),
    });
    const { user } = await openQuiz('en', learner('verified'));
    const loads = api.callsTo('GET /client/v2/quiz_v2/slug/what-is-bitcoin').length;
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('quiz-error')).toHaveTextContent(
      'You can retake this quiz once its waiting time is over.',
    );
    await waitFor(() =>
      expect(api.callsTo('GET /client/v2/quiz_v2/slug/what-is-bitcoin').length).toBeGreaterThan(loads),
    );
  });

  it('"Data has been changed": the error and a restart', async () => {
    mockPlay(api, {
      'POST /client/v2/quiz_v2/5/questions/1/submit': reply(409, {
        statusCode: 409,
        code: 'QUIZ_DATA_CHANGED',
        message: 'Data has been changed',
      }),
    });
    const { user } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'A bank' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('quiz-error')).toHaveTextContent(
      'This quiz has changed since you started it. Please start it again.',
    );
    await user.click(screen.getByRole('button', { name: 'Restart the quiz' }));
    await waitFor(() => expect(api.callsTo('POST /client/v2/quiz_v2/5/start')).toHaveLength(2));
  });

  it('an exclusive quiz without a subscription offers to subscribe', async () => {
    api.mockApi({
      'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail({ exclusive: true, locked: true, nextAttempt: null }),
    });
    await openQuiz('en', learner('verified'));
    expect(await screen.findByTestId('quiz-subscribe')).toHaveTextContent('This is an exclusive quiz.');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/en/subscriptions');
  });

  it('speaks Thai and shows not found', async () => {
    mockPlay(api, { 'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail({ title: 'บิตคอยน์คืออะไร' }) });
    const { user } = await openQuiz('th', learner('pending'));
    await user.click(screen.getByRole('button', { name: 'เริ่มทำแบบทดสอบ' }));
    expect(await screen.findByTestId('kyc-dialog')).toHaveTextContent('กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อนทำแบบทดสอบ');
  });

  it('shows not found for an unknown quiz', async () => {
    renderRoutes(routes, '/en/quizzes/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quizzes' })).toHaveAttribute('href', '/en/quizzes');
  });
});
