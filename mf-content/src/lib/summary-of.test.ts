import { plainTextOf, summaryOf } from './summary-of';

describe('a page description from its text', () => {
  it('keeps the words of links and images and drops the marks', () => {
    expect(
      plainTextOf('## Gas\n\nA **fee** paid in [ether](/en/glossary/ether), see `eth_gasPrice`.\n\n> quoted'),
    ).toBe('Gas A fee paid in ether, see ethgasPrice. quoted');
  });

  it('is the whole text when it is short', () => {
    expect(summaryOf('A short *definition*.')).toBe('A short definition.');
  });

  it('cuts a long English text at a space, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(50);
    const summary = summaryOf(text, 22);
    expect(summary).toBe('word word word word…');
    expect(summary.length).toBeLessThanOrEqual(22);
  });

  it('cuts a long Thai text at a word edge, never inside a word', () => {
    const text = 'บล็อกเชน'.repeat(30);
    const summary = summaryOf(text, 20);
    expect(summary).toBe('บล็อกเชนบล็อกเชน…');
  });
});
