import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { available, mockApi, question, result, signIn } from '../../test/pop-quiz-api-mock';

// Lazy pages and a busy CI machine: the default 5 s is too tight.
jest.setTimeout(30_000);

describe('pop quiz question: KKUB wins and leaving', () => {
  it('a KKUB win is pending until paid; without a linked wallet it says why there is no KKUB (en, th)', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': { data: question({ rewardKkub: 2 }) },
      'POST /client/pop-quizs/7/questions/3/submit': {
        data: result({ status: 'pending', kkub: { amount: 2, outcome: 'pending' } }),
      },
    });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(
      await screen.findByText(/\+ 2 KKUB to your exchange-linked wallet/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '21 million' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct! You earned 25 points.')).toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-kkub')).toHaveTextContent('2 KKUB is on its way to your exchange wallet.');
    unmount();

    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({
          rewardKkub: 2,
          status: 'completed',
          secondsLeft: 0,
          result: result({ kkub: { amount: 2, outcome: 'no-wallet' } }),
        }),
      },
    });
    renderRoutes(routes, '/th/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-kkub', {}, { timeout: 15_000 })).toHaveTextContent(
      'เชื่อมบัญชีกระดานเทรดในโปรไฟล์เพื่อรับ KKUB ครั้งต่อไป',
    );
    expect(screen.getByTestId('pop-quiz-reveal-later')).toHaveTextContent('คำตอบที่ถูกจะแสดงในประวัติควิซ');
  });

  it('leaving a running pop quiz asks to discard or continue (en, th); a finished one leaves at once', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': { data: question() },
      'GET /client/pop-quizs-available': { data: available() },
    });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to pop quizzes' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this quiz?' });
    expect(dialog).toHaveTextContent('The clock keeps running');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('pop-quiz-question-page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to pop quizzes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByTestId('pop-quiz-list-page', {}, { timeout: 15_000 })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /client/pop-quizs/7/question': { data: question() } });
    const thai = renderRoutes(routes, '/th/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'กลับไปที่ป๊อปควิซ' }, { timeout: 15_000 }));
    const thaiDialog = await screen.findByRole('dialog', { name: 'ออกจากแบบทดสอบนี้?' });
    expect(thaiDialog).toHaveTextContent('เวลายังคงเดินต่อ');
    expect(within(thaiDialog).getByRole('button', { name: 'ทิ้งความคืบหน้า' })).toBeInTheDocument();
    expect(within(thaiDialog).getByRole('button', { name: 'ทำแบบทดสอบต่อ' })).toBeInTheDocument();
    thai.unmount();

    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({ status: 'completed', secondsLeft: 0, result: result() }),
      },
      'GET /client/pop-quizs-available': { data: available() },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to pop quizzes' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('pop-quiz-list-page', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
