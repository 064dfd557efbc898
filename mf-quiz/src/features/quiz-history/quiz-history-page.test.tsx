import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('quiz history', () => {
  it('lists the quiz history columns', async () => {
    renderRoutes(routes, '/en/quiz-history');
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Completed date',
      'Question',
      'Duration',
      'Reward point',
      'Amount',
      'Result',
    ]);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No quiz history yet');
  });
});
