import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { glossaryTerm, networkError, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();

describe('glossary', () => {
  it('shows exactly 27 index entries, # and A to Z', async () => {
    api.mockApi({ 'GET /client/glossaries': [] });
    renderRoutes(routes, '/en/glossary');
    const index = await screen.findByRole('navigation', { name: 'Glossary index' });
    const entries = within(index).getAllByRole('link');
    expect(entries).toHaveLength(27);
    expect(entries.map((entry) => entry.textContent)).toEqual(['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No terms yet');
  });

  it('keeps the chosen letter in the URL and asks the API for that bucket', async () => {
    api.mockApi({
      'GET /client/glossaries': [glossaryTerm({ id: 1, term: '51% attack', bucket: '#' }), glossaryTerm()],
    });
    const { router } = renderRoutes(routes, '/en/glossary');
    await userEvent.click(await screen.findByRole('link', { name: '#' }));
    expect(router.state.location.search).toBe('?letter=%23');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms starting with #' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('link', { name: '51% attack' })).toHaveAttribute('href', '/en/glossary/1');
    // An API that ignored the bucket still only shows the bucket's terms.
    expect(screen.queryByRole('link', { name: 'Blockchain' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /client/glossaries').at(-1)?.params).toMatchObject({ bucket: '#' });
  });

  it('has a labelled term search box', async () => {
    api.mockApi({ 'GET /client/glossaries': [] });
    const { router } = renderRoutes(routes, '/th/glossary');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'ค้นหาคำศัพท์' }), 'staking');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(router.state.location.search).toBe('?q=staking');
    expect(await screen.findByRole('heading', { level: 2, name: 'คำศัพท์ที่ตรงกับ “staking”' })).toBeInTheDocument();
    expect(await screen.findByText('ไม่พบคำศัพท์')).toBeInTheDocument();
    expect(api.callsTo('GET /client/glossaries').at(-1)?.params).toMatchObject({ _q: 'staking' });
  });

  it('lists terms in the page language, and shows an error with Retry', async () => {
    api.mockApi({ 'GET /client/glossaries': networkError });
    renderRoutes(routes, '/th/glossary');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/glossaries': [glossaryTerm({ term: 'บล็อกเชน', definition: 'บัญชีที่ใช้ร่วมกัน' })] });
    await userEvent.click(within(error).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('link', { name: 'บล็อกเชน' })).toHaveAttribute('href', '/th/glossary/42');
    expect(api.callsTo('GET /client/glossaries').at(-1)?.headers.lang).toBe('th');
  });
});

describe('glossary term', () => {
  it('shows the full definition, related terms and sets the document title', async () => {
    api.mockApi({
      'GET /client/glossaries/42': { ...glossaryTerm(), related: [{ id: 43, slug: 'ledger', term: 'Ledger' }] },
    });
    renderRoutes(routes, '/en/glossary/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blockchain' })).toBeInTheDocument();
    expect(screen.getByTestId('glossary-definition')).toHaveTextContent('A shared ledger kept by many computers.');
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/en/glossary/43');
    expect(document.title).toBe('Blockchain - Glossary - Academy');
  });

  it('shows a not-found state for an unknown term, and an error with Retry', async () => {
    renderRoutes(routes, '/th/glossary/999');
    expect(await screen.findByText('คำศัพท์นี้ยังไม่พร้อมให้อ่าน')).toBeInTheDocument();
  });

  it('retries a failed term', async () => {
    api.mockApi({ 'GET /client/glossaries/42': reply(500) });
    renderRoutes(routes, '/en/glossary/42');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/glossaries/42': { ...glossaryTerm(), related: [] } });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blockchain' })).toBeInTheDocument();
  });
});
