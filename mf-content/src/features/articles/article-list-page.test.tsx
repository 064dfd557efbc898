import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('article list filters', () => {
  it('reads the filters from the URL', async () => {
    renderRoutes(routes, '/en/articles?category=defi&difficulty=advanced&readingTime=long');
    expect(await screen.findByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('defi');
    expect(screen.getByRole('combobox', { name: 'Reading time' })).toHaveValue('long');
  });

  it('ignores unknown values in the URL', async () => {
    renderRoutes(routes, '/en/articles?difficulty=expert');
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('writes the filters to the URL on Apply only, and Clear resets them', async () => {
    const { router } = renderRoutes(routes, '/en/articles');
    await userEvent.click(await screen.findByRole('radio', { name: 'Beginner' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'nft');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reading time' }), 'short');
    expect(router.state.location.search).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ category: 'nft', difficulty: 'beginner', readingTime: 'short' });
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Reading time' })).toHaveValue('');
  });

  it('follows the URL when it changes (back and forward)', async () => {
    const { router } = renderRoutes(routes, '/en/articles');
    await screen.findByRole('radio', { name: 'All' });
    await router.navigate('/en/articles?difficulty=intermediate');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked());
  });

  it('labels the filters in Thai', async () => {
    renderRoutes(routes, '/th/articles');
    expect(await screen.findByRole('button', { name: 'ใช้ตัวกรอง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ล้างตัวกรอง' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ระดับเริ่มต้น' })).toBeInTheDocument();
  });
});
