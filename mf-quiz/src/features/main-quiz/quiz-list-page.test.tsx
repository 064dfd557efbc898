import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('main quiz list', () => {
  it('keeps the access filter in the URL and shows the matching empty state', async () => {
    const { router } = renderRoutes(routes, '/en/quizzes');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No quizzes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Exclusive' }));
    expect(router.state.location.search).toBe('?filter=exclusive');
    expect(await screen.findByText('No exclusive quizzes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Free' }));
    expect(await screen.findByText('No free quizzes yet')).toBeInTheDocument();
  });

  it('has a labelled topic filter and name search', async () => {
    renderRoutes(routes, '/en/quizzes?filter=free');
    expect(await screen.findByRole('tab', { name: 'Free', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveDisplayValue('All topics');
    await userEvent.setup().type(screen.getByLabelText('Search by quiz name'), 'defi');
    expect(screen.getByLabelText('Search by quiz name')).toHaveValue('defi');
  });
});
