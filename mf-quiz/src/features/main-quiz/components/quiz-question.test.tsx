import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { KEEP_TOGETHER_CLASS } from '@academy/ui';
import '../../../i18n';
import { attemptQuestions } from '../../../test/quiz-api-mock';
import { QuizQuestion, type QuizQuestionProps } from './quiz-question';

function renderQuestion(overrides: Partial<QuizQuestionProps> = {}) {
  const props: QuizQuestionProps = {
    question: attemptQuestions[0]!,
    current: 1,
    total: 3,
    answeredCount: 0,
    answered: false,
    selected: [],
    hint: undefined,
    remainingHints: 2,
    practice: false,
    busy: false,
    error: null,
    onToggle: jest.fn(),
    onHint: jest.fn(),
    onPrevious: jest.fn(),
    onSave: jest.fn(),
    onNext: jest.fn(),
    ...overrides,
  };
  renderRoutes([{ path: 'q', element: <QuizQuestion {...props} /> }], '/en/q');
  return props;
}

describe('QuizQuestion', () => {
  it('a single-answer question: radios in the given order, Next once a choice is made', async () => {
    const props = renderQuestion({ selected: [2] });
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['A bank', 'Every full node', 'Nobody']);
    expect(screen.getByRole('radio', { name: 'Nobody' })).toBeChecked();
    expect(screen.getByTestId('quiz-position')).toHaveTextContent('Question 1 of 3');
    expect(screen.queryByTestId('quiz-practice-chip')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A bank' }));
    expect(props.onToggle).toHaveBeenCalledWith(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('a multi-answer question asks for its count; the last unanswered one says Finish; practice is marked', async () => {
    renderQuestion({
      question: attemptQuestions[1]!,
      current: 3,
      answeredCount: 2,
      selected: [0, 3],
      practice: true,
    });
    expect(await screen.findByText('Choose 2 answers.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'One' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Four' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Finish quiz' })).toBeEnabled();
    expect(screen.getByTestId('quiz-practice-chip')).toHaveTextContent('Practice');
  });

  it('shows a revealed hint instead of the hint button; no choice yet keeps Next disabled', async () => {
    renderQuestion({ hint: 'Think distributed.' });
    expect(await screen.findByTestId('quiz-hint')).toHaveTextContent('Think distributed.');
    expect(screen.queryByRole('button', { name: /Use a hint/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
  it('a Thai question and its choices keep their words on one line (a phone never splits them)', async () => {
    renderQuestion({
      question: { id: 9, question: 'ใครบันทึกบัญชีบิตคอยน์', choices: ['โหนดบิตคอยน์ทุกเครื่อง', 'ทุกโหนด'], selectCount: 1 },
    });
    const heading = await screen.findByRole('heading', { name: 'ใครบันทึกบัญชีบิตคอยน์' });
    expect(heading.querySelector(`.${KEEP_TOGETHER_CLASS}`)).not.toBeNull();
    const choice = screen.getByRole('radio', { name: 'โหนดบิตคอยน์ทุกเครื่อง' }).closest('label')!;
    expect(choice.querySelector(`.${KEEP_TOGETHER_CLASS}`)).not.toBeNull();
  });
});
