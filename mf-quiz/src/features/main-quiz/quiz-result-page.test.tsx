import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { queryClient, useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { quizDetail, quizResult, reply, setupMockApi } from '../../test/quiz-api-mock';

const api = setupMockApi();
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });
const member = (extra: Partial<SessionUser> = {}) =>
  ({
    id: 1,
    point: 0,
    kub: 0,
    subscription: null,
    bkNext: null,
    kycStatus: 'verified',
    name: 'Somchai',
    ...extra,
  }) as SessionUser;

async function openResult(
  result: ReturnType<typeof quizResult> | ReturnType<typeof reply>,
  lang = 'en',
  user = member(),
) {
  api.mockApi({
    'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail(),
    'GET /client/v2/quiz_v2/5/result': result,
  });
  queryClient.clear();
  const rendered = renderRoutes(routes, `/${lang}/quizzes/what-is-bitcoin/result`);
  act(() => useSessionStore.setState({ user }));
  return { ...rendered, user: userEvent.setup() };
}

describe('main quiz result', () => {
  it('shows the grade, pass or fail, and every answer with the correct one and its explanation', async () => {
    await openResult(quizResult());
    expect(await screen.findByTestId('quiz-grade', {}, { timeout: 5000 })).toHaveTextContent('D');
    expect(screen.getByTestId('quiz-outcome')).toHaveTextContent('Not passed');
    expect(screen.getByText('2 of 3 correct (66.6%)')).toBeInTheDocument();
    const questions = screen.getAllByTestId('result-question');
    expect(questions).toHaveLength(3);
    expect(within(questions[1]!).getByText('Incorrect')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Your answer: One, Two')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Correct answer: One, Three')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('One and three are true.')).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-points')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retake quiz' })).toHaveAttribute('href', '/en/quizzes/what-is-bitcoin');
  });

  it('links back to the article, and a wrong answer to the section to re-read (else the article)', async () => {
    const result = quizResult();
    result.questions[2] = { ...result.questions[2]!, correct: false };
    await openResult(result);
    const questions = await screen.findAllByTestId('result-question');
    expect(screen.getByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-bitcoin',
    );
    // a right answer has no link; a wrong one with a section opens that heading; without, the article
    expect(within(questions[0]!).queryByTestId('result-reread')).not.toBeInTheDocument();
    expect(within(questions[1]!).getByRole('link', { name: 'Re-read this part of the article' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-bitcoin#wallets-and-keys',
    );
    expect(within(questions[2]!).getByRole('link', { name: 'Re-read the article' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-bitcoin',
    );
  });

  it('says what a subscription would have earned, or the points earned', async () => {
    const { unmount } = await openResult(quizResult({ grade: 'C', passed: true, pointsIfSubscribed: 50 }));
    expect(await screen.findByTestId('quiz-points', {}, { timeout: 5000 })).toHaveTextContent(
      'With a subscription this pass would have earned 50 points.',
    );
    unmount();
    await openResult(quizResult({ grade: 'A', passed: true, pointsEarned: 50 }));
    expect(await screen.findByTestId('quiz-points', {}, { timeout: 5000 })).toHaveTextContent('You earned 50 points.');
    expect(screen.getByTestId('quiz-outcome')).toHaveTextContent('Passed');
  });

  it('links the certificate, or asks for a profile name and issues it', async () => {
    const { unmount } = await openResult(
      quizResult({
        grade: 'A+',
        passed: true,
        certificate: { publicId: 'abcDEF123456', issuedAt: '2026-05-01T00:00:00Z' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'View certificate' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/en/certificates/abcDEF123456',
    );
    unmount();
    const { user } = await openResult(
      quizResult({ grade: 'A+', passed: true, certificateNeedsName: true }),
      'en',
      member({ name: '' }),
    );
    expect(await screen.findByTestId('certificate-needs-name', {}, { timeout: 5000 })).toHaveTextContent(
      'Please enter a profile name',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/en/profile');
    act(() => useSessionStore.setState({ user: member({ name: 'Malee' }) }));
    api.mockApi({
      'POST /client/v2/quiz_v2/5/certificate': {
        publicId: 'newCertificate123',
        holderName: 'Malee',
        holderNameSource: 'learner',
        quizSlug: 'what-is-bitcoin',
        title: { en: 'What is Bitcoin?', th: 'บิตคอยน์คืออะไร' },
        grade: 'A+',
        score: 100,
        issuedAt: '2026-05-01T00:00:00Z',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Get my certificate' }));
    expect(await screen.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/en/certificates/newCertificate123',
    );
  });

  it('collects the delivery address of a physical reward (validated) and sends it', async () => {
    const { user } = await openResult(
      quizResult({
        grade: 'A+',
        passed: true,
        rewardTracking: { id: 9, status: 'waiting-address', rewardName: 'Academy notebook' },
      }),
      'en',
      member({
        surname: 'Jaidee',
        phoneNumber: '0812345678',
        address: '1 Road',
        province: 'Bangkok',
        postcode: '10100',
      }),
    );
    expect(
      await screen.findByText('You won: Academy notebook. Tell us where to send it.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Postcode/));
    await user.type(screen.getByLabelText(/Postcode/), '12');
    // the API answers the whole tracking, now with the address
    api.mockApi({
      'PUT /client/reward-trackings/9': {
        id: 9,
        source: 'quiz',
        sourceId: 1,
        kind: 'physical',
        status: 'preparing',
        rewardName: { en: 'Academy T-shirt', th: 'เสื้อยืด Academy' },
        points: 0,
        amountKkub: null,
        walletAddress: null,
        deliveryAddress: null,
        carrier: null,
        trackingNumber: null,
        history: [],
        createdAt: '2026-11-28T00:00:00.000Z',
        updatedAt: '2026-11-28T00:00:00.000Z',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send my address' }));
    expect(await screen.findByText('Please enter a valid postcode')).toBeInTheDocument();
    expect(api.callsTo('PUT /client/reward-trackings/9')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Postcode/));
    await user.type(screen.getByLabelText(/Postcode/), '10110');
    await user.click(screen.getByRole('button', { name: 'Send my address' }));
    expect(await screen.findByTestId('reward-sent')).toBeInTheDocument();
    expect(api.callsTo('PUT /client/reward-trackings/9')[0]!.body).toEqual({
      name: 'Somchai',
      surname: 'Jaidee',
      phoneNumber: '0812345678',
      address: '1 Road',
      province: 'Bangkok',
      postcode: '10110',
    });
  });

  it('the grade scale shows only the grades the attempt could reach, and the pass mark in questions (en and th)', async () => {
    const fiveQuestions = {
      total: 5,
      correctCount: 3,
      score: 60,
      gradeScale: [
        { grade: 'A+' as const, minCorrect: 5 },
        { grade: 'B' as const, minCorrect: 4 },
        { grade: 'D' as const, minCorrect: 3 },
        { grade: 'F' as const, minCorrect: 0 },
      ],
      passMark: { minCorrect: 4, of: 5 },
    };
    const { unmount } = await openResult(quizResult(fiveQuestions));
    // the attempt's scale once the result is there (the quiz's shows while it loads)
    await screen.findByTestId('quiz-grade', {}, { timeout: 5000 });
    expect(
      within(screen.getByTestId('grade-scale'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A+: 5 of 5 correct', 'B: 4 of 5 correct', 'D: 3 of 5 correct', 'F: 0 to 2 of 5 correct']);
    expect(screen.getByTestId('pass-mark')).toHaveTextContent('Pass: at least 4 of 5 correct. Some rewards need A+.');
    unmount();
    await openResult(quizResult(fiveQuestions), 'th');
    await screen.findByTestId('quiz-grade');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('grade-scale'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['A+: ถูก 5 จาก 5 ข้อ', 'B: ถูก 4 จาก 5 ข้อ', 'D: ถูก 3 จาก 5 ข้อ', 'F: ถูก 0 ถึง 2 จาก 5 ข้อ']),
    );
    expect(screen.getByTestId('pass-mark')).toHaveTextContent('ผ่าน: ตอบถูกอย่างน้อย 4 จาก 5 ข้อ');
  });

  it("before any result, the scale is the quiz's (a pool of 3 played whole: pass = 3 of 3)", async () => {
    await openResult(reply(404, { statusCode: 404, code: 'QUIZ_RESULT_NOT_FOUND', message: 'x' }));
    expect(await screen.findByText('No result yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('grade-scale'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A+: 3 of 3 correct', 'D: 2 of 3 correct', 'F: 0 to 1 of 3 correct']);
    expect(screen.getByTestId('pass-mark')).toHaveTextContent('Pass: at least 3 of 3 correct.');
  });

  it('no result yet, and Thai', async () => {
    const { unmount } = await openResult(reply(404, { statusCode: 404, code: 'QUIZ_RESULT_NOT_FOUND', message: 'x' }));
    expect(await screen.findByText('No result yet', {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    await openResult(quizResult({ grade: 'B', passed: true }), 'th');
    expect(await screen.findByTestId('quiz-outcome')).toHaveTextContent('ผ่าน');
    await waitFor(() => expect(screen.getByText('ถูก 2 จาก 3 ข้อ (66.6%)')).toBeInTheDocument());
  });
});
