import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_MAX_LENGTH, SearchField } from './search-field';

describe('SearchField', () => {
  it('submits the trimmed words with its button, and an empty search too', async () => {
    const onSearch = jest.fn();
    render(<SearchField label="Search articles" submitLabel="Search" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(field, '  bitcoin wallet  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('bitcoin wallet');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('search')).toContainElement(field);
  });

  it('compact (the header): named by its label, no button, Enter submits, bounded length', async () => {
    const onSearch = jest.fn();
    render(<SearchField compact label="ค้นหาบทความและคำศัพท์" onSearch={onSearch} />);
    const field = screen.getByRole('textbox', { name: 'ค้นหาบทความและคำศัพท์' });
    expect(field).toHaveAttribute('placeholder', 'ค้นหาบทความและคำศัพท์');
    expect(field).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.type(field, 'บิตคอยน์{Enter}');
    expect(onSearch).toHaveBeenCalledWith('บิตคอยน์');
  });

  it('follows a new initial query (a topic link, back/forward) and keeps focus', async () => {
    const { rerender } = render(
      <SearchField label="Search" submitLabel="Go" initialQuery="defi" onSearch={() => {}} />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('defi');
    act(() => field.focus());
    rerender(<SearchField label="Search" submitLabel="Go" initialQuery="nft" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBe(field);
    expect(field).toHaveValue('nft');
    expect(field).toHaveFocus();
  });
});

describe('SearchField as a GET form', () => {
  it('sends ?q= to the search page before scripts run (action), and stays in the app after', async () => {
    const onSearch = jest.fn();
    render(<SearchField compact action="/th/search" label="ค้นหา" onSearch={onSearch} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/th/search');
    expect(screen.getByRole('textbox', { name: 'ค้นหา' })).toHaveAttribute('name', 'q');
    await userEvent.type(screen.getByRole('textbox', { name: 'ค้นหา' }), 'defi{Enter}');
    expect(onSearch).toHaveBeenCalledWith('defi');
  });
});
