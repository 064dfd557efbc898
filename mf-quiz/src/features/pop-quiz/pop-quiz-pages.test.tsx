import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('pop quizzes', () => {
  it('explains the cool-down from the contracts constant, in both languages', async () => {
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes');
    expect(await screen.findByTestId('pop-quiz-cooldown')).toHaveTextContent('10-minute cool-down');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No pop quizzes right now');
    unmount();
    renderRoutes(routes, '/th/pop-quizzes');
    expect(await screen.findByTestId('pop-quiz-cooldown')).toHaveTextContent('รอ 10 นาที');
  });

  it('shows a countdown and a hint area on the question page', async () => {
    renderRoutes(routes, '/en/pop-quizzes/3');
    expect(await screen.findByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hint' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pop quizzes' })).toHaveAttribute('href', '/en/pop-quizzes');
  });

});
