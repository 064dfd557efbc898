import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import type { ArticleTerm, Language } from '@academy/contracts';
import { Markdown } from './markdown';

const term = (slug: string, forms: string[], definition: string): ArticleTerm => ({
  slug,
  term: forms.join(' '),
  forms,
  definition,
});

const englishTerms = [
  term('bitcoin', ['Bitcoin'], 'The first cryptocurrency.'),
  term('blockchain', ['Blockchain'], 'A chain of blocks.'),
  term('wallet', ['Wallet'], 'Software that holds your keys.'),
  term('stake', ['Stake'], 'Coins locked to validate.'),
  term('proof-of-stake', ['Proof of stake'], 'Consensus by staked coins.'),
];

const englishBody = [
  '## Bitcoin basics',
  'Use `blockchain` in code, then read [about a wallet](/en/articles/wallets).',
  'Bitcoin runs on a blockchain; bitcoin again.',
  'Proof of stake replaces mining; stake is locked.',
  'A wallet holds keys.',
].join('\n\n');

function renderDoc(lang: Language, body: string, terms: ArticleTerm[]) {
  return renderRoutes(
    [
      {
        path: 'doc',
        element: (
          <Markdown testId="doc" terms={terms}>
            {body}
          </Markdown>
        ),
      },
      { path: 'glossary/:slug', element: <p>glossary entry</p> },
    ],
    `/${lang}/doc`,
  );
}

const termLinks = () => screen.getAllByTestId('glossary-term-link');
const linkSummary = () => termLinks().map((link) => [link.textContent, link.getAttribute('href')]);

describe('Markdown: glossary terms in place', () => {
  it('links the first use of each term, longest first, never in a heading, code or another link', async () => {
    renderDoc('en', englishBody, englishTerms);
    await screen.findByTestId('doc', {}, { timeout: 15000 });
    expect(linkSummary()).toEqual([
      ['Bitcoin', '/en/glossary/bitcoin'],
      ['blockchain', '/en/glossary/blockchain'],
      ['Proof of stake', '/en/glossary/proof-of-stake'],
      ['stake', '/en/glossary/stake'],
      ['wallet', '/en/glossary/wallet'],
    ]);
    expect(within(screen.getByRole('heading', { level: 2 })).queryByRole('link')).toBeNull();
    expect(screen.getByText('blockchain', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'about a wallet' })).toHaveAttribute('href', '/en/articles/wallets');
    // the wallet linked is the one after the existing link, in "A wallet holds keys."
    expect(termLinks()[4]!.parentElement).toHaveTextContent('A wallet holds keys.');
  });

  it('shows the definition on keyboard focus, as the link’s description', async () => {
    const user = userEvent.setup();
    renderDoc('en', englishBody, englishTerms);
    await screen.findByTestId('doc', {}, { timeout: 15000 });
    await user.tab(); // the paragraph's own link comes first
    await user.tab();
    const bitcoin = termLinks()[0]!;
    expect(bitcoin).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The first cryptocurrency.');
    expect(bitcoin).toHaveAccessibleDescription('The first cryptocurrency.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('a first tap shows the definition in place; the next opens the entry', async () => {
    const user = userEvent.setup();
    const { router } = renderDoc('en', englishBody, englishTerms);
    await screen.findByTestId('doc', {}, { timeout: 15000 });
    const stake = termLinks()[3]!;
    await act(async () => stake.click());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Coins locked to validate.');
    expect(router.state.location.pathname).toBe('/en/doc');
    await user.click(stake);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/glossary/stake'));
  });

  it('Thai: whole words only (บล็อก is not linked inside บล็อกเชน), the English name counts too', async () => {
    const thaiTerms = [
      term('bitcoin', ['บิตคอยน์', 'Bitcoin'], 'คริปโตเคอร์เรนซีตัวแรก'),
      term('block', ['บล็อก', 'Block'], 'ชุดธุรกรรม'),
      term('blockchain', ['บล็อกเชน', 'Blockchain'], 'ห่วงโซ่ของบล็อก'),
      term('wallet', ['วอลเล็ต', 'Wallet'], 'ซอฟต์แวร์เก็บกุญแจ'),
    ];
    const body = 'บิตคอยน์ทำงานบนบล็อกเชน บล็อกเชนคือสายของบล็อก\n\nเก็บไว้ใน Wallet หรือวอลเล็ต';
    const user = userEvent.setup();
    renderDoc('th', body, thaiTerms);
    await screen.findByTestId('doc', {}, { timeout: 15000 });
    expect(linkSummary()).toEqual([
      ['บิตคอยน์', '/th/glossary/bitcoin'],
      ['บล็อกเชน', '/th/glossary/blockchain'],
      ['บล็อก', '/th/glossary/block'],
      ['Wallet', '/th/glossary/wallet'],
    ]);
    // the block linked is the paragraph's last word, not the start of its second บล็อกเชน
    expect(termLinks()[2]!.nextSibling).toBeNull();
    await user.tab();
    expect(termLinks()[0]).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('คริปโตเคอร์เรนซีตัวแรก');
  });
});
