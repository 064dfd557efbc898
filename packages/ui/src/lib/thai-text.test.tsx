import { render } from '@testing-library/react';
import { KEEP_TOGETHER_CLASS, ThaiRunsCache, ThaiRunsProvider, ThaiText, thaiLineParts } from './thai-text';

describe('ThaiText', () => {
  it('keeps a Thai word the dictionary splits on one line, with a break allowed at its edges', () => {
    const { container } = render(
      <h1>
        <ThaiText>{'บิตคอยน์คืออะไร'}</ThaiText>
      </h1>,
    );
    expect(container.innerHTML).toBe(`<h1><span class="${KEEP_TOGETHER_CLASS}">บิตคอยน์</span><wbr>คืออะไร</h1>`);
    // what a reader copies or finds is the text itself
    expect(container.textContent).toBe('บิตคอยน์คืออะไร');
  });

  it('leaves English and plain Thai as text', () => {
    const { container } = render(
      <p>
        <ThaiText>{'Strength and weakness'}</ThaiText> <ThaiText>{'ตลาดหมี'}</ThaiText>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Strength and weakness ตลาดหมี</p>');
  });

  it('cuts a text as the server did: the page carries the runs, the browser starts from them', () => {
    const server = new ThaiRunsCache();
    server.runsOf('ความเสี่ยงของวอลเล็ตร้อน');
    const browser = new ThaiRunsCache();
    // the browser's own dictionary would cut this text differently: the server's runs win
    browser.seed({ ...server.toState() });
    const { container } = render(
      <ThaiRunsProvider value={browser}>
        <ThaiText>{'ความเสี่ยงของวอลเล็ตร้อน'}</ThaiText>
      </ThaiRunsProvider>,
    );
    expect(container.querySelectorAll(`.${KEEP_TOGETHER_CLASS}`)).toHaveLength(1);
    expect(browser.runsOf('ความเสี่ยงของวอลเล็ตร้อน')).toEqual(server.runsOf('ความเสี่ยงของวอลเล็ตร้อน'));
    const seeded = new ThaiRunsCache();
    seeded.seed({ [Object.keys(server.toState())[0]!]: [0, 4, 0] });
    expect(seeded.runsOf('ความเสี่ยงของวอลเล็ตร้อน')).toEqual([{ start: 0, end: 4, isolate: false }]);
  });

  it('allows a break at both edges of a lexicon word inside Thai text', () => {
    expect(thaiLineParts('กขค', [{ start: 1, end: 2, isolate: true }])).toEqual([
      { text: 'ก', keep: false },
      'wbr',
      { text: 'ข', keep: true },
      'wbr',
      { text: 'ค', keep: false },
    ]);
  });
});
