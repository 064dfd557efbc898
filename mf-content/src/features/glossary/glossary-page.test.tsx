import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('glossary', () => {
  it('shows exactly 27 index entries, # and A to Z', async () => {
    renderRoutes(routes, '/en/glossary');
    const index = await screen.findByRole('navigation', { name: 'Glossary index' });
    const entries = within(index).getAllByRole('link');
    expect(entries).toHaveLength(27);
    expect(entries.map((entry) => entry.textContent)).toEqual(['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No terms yet');
  });

  it('keeps the chosen letter in the URL', async () => {
    const { router } = renderRoutes(routes, '/en/glossary');
    await userEvent.click(await screen.findByRole('link', { name: '#' }));
    expect(router.state.location.search).toBe('?letter=%23');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms starting with #' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#' })).toHaveAttribute('aria-current', 'true');
  });

  it('has a labelled term search box', async () => {
    const { router } = renderRoutes(routes, '/th/glossary');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'ค้นหาคำศัพท์' }), 'staking');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(router.state.location.search).toBe('?q=staking');
    expect(await screen.findByRole('heading', { level: 2, name: 'คำศัพท์ที่ตรงกับ “staking”' })).toBeInTheDocument();
  });
});
