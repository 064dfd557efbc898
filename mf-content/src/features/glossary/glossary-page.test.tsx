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
    expect(within(index).queryByRole('list', { name: 'Thai letters ก to ฮ' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No terms yet');
  });

  it('on the Thai site has a Thai index ก-ฮ beside A-Z, as links that ask the API for the Thai bucket', async () => {
    api.mockApi({
      'GET /client/glossaries': [
        glossaryTerm({ id: 1, term: 'แฮช (Hash)', bucket: 'H', bucket_th: 'ฮ' }),
        glossaryTerm({ id: 2, term: 'ฮาร์ดฟอร์ก (Hard fork)', bucket: 'H', bucket_th: 'ฮ' }),
        glossaryTerm({ id: 3, term: 'บล็อกเชน', bucket: 'B', bucket_th: 'บ' }),
      ],
    });
    renderRoutes(routes, `/th/glossary?letter=${encodeURIComponent('ฮ')}`);
    const index = await screen.findByRole('navigation', { name: 'ดัชนีคำศัพท์' });
    const thai = within(index).getByRole('list', { name: 'พยัญชนะไทย ก ถึง ฮ' });
    const letters = within(thai).getAllByRole('link');
    expect(letters).toHaveLength(42);
    expect(letters[0]).toHaveTextContent('ก');
    expect(letters.at(-1)).toHaveTextContent('ฮ');
    expect(letters[0]).toHaveAttribute('href', `/th/glossary?letter=${encodeURIComponent('ก')}`);
    expect(within(thai).getByRole('link', { name: 'ฮ' })).toHaveAttribute('aria-current', 'true');
    expect(within(index).getByRole('list', { name: 'ตัวอักษรอังกฤษ A ถึง Z' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'คำศัพท์ที่ขึ้นต้นด้วย ฮ' })).toBeInTheDocument();
    // Dictionary order: ฮา before แฮ (the leading vowel counts after the consonant); the บ term is filtered out.
    const terms = within(await screen.findByTestId('glossary-terms')).getAllByRole('link');
    expect(terms.map((term) => term.textContent)).toEqual(['ฮาร์ดฟอร์ก (Hard fork)', 'แฮช (Hash)']);
    expect(api.callsTo('GET /client/glossaries').at(-1)?.params).toMatchObject({ bucket_th: 'ฮ' });
  });

  it('keeps the chosen letter in the URL and asks the API for that bucket', async () => {
    api.mockApi({
      'GET /client/glossaries': [
        glossaryTerm({ id: 1, slug: '51-attack', term: '51% attack', bucket: '#' }),
        glossaryTerm(),
      ],
    });
    const { router } = renderRoutes(routes, '/en/glossary');
    await userEvent.click(await screen.findByRole('link', { name: '#' }));
    expect(router.state.location.search).toBe('?letter=%23');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms starting with #' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('link', { name: '51% attack' })).toHaveAttribute('href', '/en/glossary/51-attack');
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
    expect(await screen.findByRole('link', { name: 'บล็อกเชน' })).toHaveAttribute('href', '/th/glossary/blockchain');
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
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/en/glossary/ledger');
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
