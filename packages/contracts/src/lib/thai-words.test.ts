import { thaiBreakOpportunities, thaiKeepRuns, thaiLexiconMatches, thaiNoBreakOffsets } from './thai-words';

/** The text with `|` where a line may break (spaces aside). */
const lines = (text: string) => {
  const breaks = thaiBreakOpportunities(text);
  return [...text]
    .map((char, i) => (i > 0 && breaks.has(i) && !/\s/.test(char) && !/\s/.test(text[i - 1]!) ? `|${char}` : char))
    .join('');
};
const kept = (text: string) =>
  thaiKeepRuns(text).map(({ start, end, isolate }) => `${text.slice(start, end)}${isolate ? '*' : ''}`);

describe('Thai words', () => {
  it('keeps the words of the issue whole, where ICU alone splits them', () => {
    // ICU: บิต|คอย|น์, ฟิช|ชิง, สมา|ร์ต|คอน|แทรก|ต์, บล็อก|เชน
    expect(lines('บิตคอยน์คือเงิน')).toBe('บิตคอยน์|คือ|เงิน');
    expect(lines('ระวังฟิชชิง')).toBe('ระวัง|ฟิชชิง');
    expect(lines('สมาร์ตคอนแทรกต์ทำงาน')).toBe('สมาร์ตคอนแทรกต์|ทำงาน');
    expect(lines('บล็อกเชนคืออะไร')).toBe('บล็อกเชน|คือ|อะไร');
  });

  it('segments the text beside a lexicon word on its own (ICU: การก|ระ|จา|ยศูนย์)', () => {
    expect(lines('การกระจายศูนย์ทำให้')).toBe('การ|กระจายศูนย์|ทำให้');
    expect(kept('การกระจายศูนย์')).toEqual(['กระจายศูนย์*']);
  });

  it('joins what ICU leaves where its dictionary gave up: a lone consonant, a silenced syllable, ๆ', () => {
    // words outside the lexicon: ICU เก|จ|ที่ (a lone จ joins both sides), โค|ลด์
    expect(kept('เกจที่ใช้')).toEqual(['เกจที่']);
    expect(kept('ไอซ์โคลด์ดี')).toEqual(['โคลด์*']);
    expect(kept('ไอซ์โคลด์ดี'.replace('โคลด์', 'โฮลด์'))).toEqual(['โฮลด์']);
    expect(kept('ต่าง ๆ นานา')).toEqual(['ต่าง ๆ']);
    expect(thaiNoBreakOffsets('ต่าง ๆ').has(5)).toBe(true);
  });

  it('never breaks before a mark or after a leading vowel; English is left to the segmenter', () => {
    const offsets = thaiNoBreakOffsets('เก็บ');
    expect([...offsets].sort()).toEqual([1, 2]);
    expect(thaiKeepRuns('Strength and weakness')).toEqual([]);
    expect(thaiBreakOpportunities('Strength').has(3)).toBe(false);
    expect(thaiLexiconMatches('no Thai here')).toEqual([]);
  });
});
