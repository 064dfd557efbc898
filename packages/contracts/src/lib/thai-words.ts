/**
 * Where a Thai line may break. Thai has no spaces between words; browsers (Chromium, Debian's
 * included) and `Intl.Segmenter` find words with ICU's dictionary, which does not know the crypto
 * vocabulary the academy teaches: it cuts บิตคอยน์ into บิต|คอย|น์, คริปโต into ค|ริ|ป|โต, แฮช
 * into แฮ|ช, and a word it does not know pulls its neighbours apart too (การกระจายศูนย์ ->
 * การก|ระ|จา|ยศูนย์). The academy's words are ICU's, corrected:
 *
 * - `THAI_LEXICON`: words kept whole, and the text either side segmented on its own (the UI puts
 *   `<wbr>` at their edges, which makes the browser do the same);
 * - ICU's segments merged where they cannot be words: a lone consonant joins both neighbours, a
 *   syllable silenced by ์ and ๆ join the word before;
 * - `thaiNoBreakOffsets`: offsets no line may break at, whatever the dictionary says.
 *
 * `thaiKeepRuns` gives the runs the UI keeps on one line (`@academy/ui`'s `ThaiText`, the Markdown
 * renderer); `thaiBreakOpportunities` where a line may break, by which the phone layout e2e judges
 * every rendered line.
 */

/** Loanwords and compounds of the academy's subjects that ICU's dictionary splits (longest match wins). */
export const THAI_LEXICON: readonly string[] = [
  // coins, chains and tokens
  'บิตคอยน์',
  'อัลต์คอยน์',
  'สเตเบิลคอยน์',
  'มีมคอยน์',
  'คริปโตเคอร์เรนซี',
  'คริปโต',
  'คริปโท',
  'อีเธอเรียม',
  'อีเธอร์',
  'แฮช',
  'บล็อกเชน',
  'ไซด์เชน',
  'ออนเชน',
  'ออฟเชน',
  'โทเคนโนมิกส์',
  'โทเคน',
  'เอ็นเอฟที',
  'ซาโตชิ',
  'จีเว่ย',
  'เฟียต',
  'เมนเน็ต',
  'เทสต์เน็ต',
  'เลเยอร์',
  'โรลอัป',
  'ออปติมิสติก',
  'ไลท์นิง',
  'เน็ตเวิร์ก',
  'ชาร์ดดิง',
  'ไบแซนไทน์',
  'ฉันทามติ',
  'กระจายศูนย์',
  'อีพ็อก',
  'นอนซ์',
  'แฮชเรต',
  'เมมพูล',
  'เมอร์เคิล',
  'ฮาล์ฟวิง',
  'ฮาร์ดฟอร์ก',
  'ซอฟต์ฟอร์ก',
  'ฟอร์ก',
  'พรูฟออฟสเตก',
  'พรูฟออฟเวิร์ก',
  'สเตกกิง',
  'สเตก',
  'เพียร์ทูเพียร์',
  'ควอนตัม',
  // contracts, apps and trading
  'สมาร์ตคอนแทรกต์',
  'คอนแทรกต์',
  'สมาร์ต',
  'ออราเคิล',
  'อะตอมมิก',
  'สวอป',
  'บริดจ์',
  'แฟลชโลน',
  'ยีลด์ฟาร์มมิง',
  'ยีลด์',
  'มัลติซิก',
  'ยูทิลิตี้',
  'ไวต์เปเปอร์',
  'แอร์ดรอป',
  'อาร์บิทราจ',
  'สลิปเพจ',
  'ออร์เดอร์บุ๊ก',
  'ออร์เดอร์',
  'เอกซ์เชนจ์',
  'เอ็กซ์เชนจ์',
  'คอยน์เบส',
  'สเปรด',
  'เมกเกอร์',
  'เทกเกอร์',
  'แดชบอร์ด',
  'โปรเจกต์',
  'คลาวด์',
  'ไวต์ลิสต์',
  'เอกซ์พลอเรอร์',
  'มินต์',
  'เบิร์น',
  'โฮดล์',
  // wallets and safety
  'วอลเล็ต',
  'คัสโตเดียล',
  'โคลด์',
  'ซีดเฟรส',
  'ฟิชชิง',
  'สแกม',
  'สแลช',
  'ฟอสเซ็ต',
  'ซิบิล',
  'คิวอาร์โค้ด',
];

const LETTER = /[\u0E01-\u0E2E\u0E40-\u0E44]/;
const THAI = /[\u0E00-\u0E7F]/;
/** Marks written above or below a letter, and vowels written after it: never the first thing on a line. */
const ATTACHED = /[\u0E30-\u0E3A\u0E45-\u0E4E\u0E2F]/;
/** เ แ โ ใ ไ come before the consonant they are read after: never the last thing on a line. */
const LEADING_VOWEL = /[\u0E40-\u0E44]/;
/** A consonant silenced by ์ (with its ิ or ุ, or a consonant before it): the end of the syllable before. */
const SILENT_SYLLABLE = /^[\u0E01-\u0E2E]{1,2}[\u0E34\u0E38]?\u0E4C/;
/** A consonant alone is no Thai word (ณ, "at", is): ICU leaves one where its dictionary gave up. */
const LONE_CONSONANT = /^[\u0E01-\u0E2E]$/;

const byLength = [...THAI_LEXICON].sort((a, b) => b.length - a.length);

/** `[start, end)` of each lexicon word in the text, scanning left to right, the longest word first. */
export function thaiLexiconMatches(text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  if (!THAI.test(text)) return found;
  for (let at = 0; at < text.length;) {
    const word = LETTER.test(text[at]!) ? byLength.find((w) => text.startsWith(w, at)) : undefined;
    if (word) {
      found.push([at, at + word.length]);
      at += word.length;
    } else at += 1;
  }
  return found;
}

/**
 * Offsets `i` where a line must not break (between `text[i - 1]` and `text[i]`): inside a lexicon
 * word, before a mark or following vowel, before ๆ or ฯ (also after the space Thai writes before
 * ๆ), before a syllable silenced by ์, after a leading vowel.
 */
export function thaiNoBreakOffsets(text: string): Set<number> {
  const offsets = new Set<number>();
  for (const [start, end] of thaiLexiconMatches(text)) for (let i = start + 1; i < end; i += 1) offsets.add(i);
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i]!;
    if (ATTACHED.test(char) || LEADING_VOWEL.test(text[i - 1]!) || SILENT_SYLLABLE.test(text.slice(i, i + 4))) {
      offsets.add(i);
    }
    // "ต่าง ๆ": the space before ๆ is no place to break either
    if (char === '\u0E46') for (let j = i - 1; j > 0 && /\s/.test(text[j]!); j -= 1) offsets.add(j);
  }
  return offsets;
}

const segmenters = new Map<string, Intl.Segmenter>();
/** ICU's word segments of a piece of text, as `[start, end)` from `offset`. */
function segments(text: string, offset: number, locale: string): Array<[number, number]> {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return Array.from(segmenter.segment(text), ({ segment, index }) => [offset + index, offset + index + segment.length]);
}

/** A run of text a line must not break inside; `isolate`: a lexicon word, with a break allowed at its edges. */
export interface ThaiRun {
  start: number;
  end: number;
  isolate: boolean;
}

/** The academy's words of one piece (no lexicon word in it): ICU's segments, merged where they cannot be words. */
function mergedWords(text: string, start: number, end: number, locale = 'th'): Array<[number, number, number]> {
  const words: Array<[number, number, number]> = []; // start, end, how many ICU segments
  let joinNext = false;
  for (const [from, to] of segments(text.slice(start, end), start, locale)) {
    const segment = text.slice(from, to);
    const last = words.at(-1);
    const thaiBefore = last !== undefined && last[1] === from && THAI.test(text[from - 1]!);
    const lone = LONE_CONSONANT.test(segment) && segment !== '\u0E13';
    const attached = ATTACHED.test(segment[0]!) || SILENT_SYLLABLE.test(segment);
    if (thaiBefore && THAI.test(segment[0]!) && (joinNext || lone || attached)) {
      last[1] = to;
      last[2] += 1;
    } else if (segment === '\u0E46' && last && /^\s+$/.test(text.slice(last[0], last[1])) && words.length > 1) {
      // "ต่าง ๆ": ๆ and the space before it join the word before the space
      words.pop();
      words.at(-1)![1] = to;
      words.at(-1)![2] += 2;
    } else words.push([from, to, 1]);
    joinNext = lone && THAI.test(segment);
  }
  return words;
}

/** Runs a Thai line must not break inside: lexicon words, and the words ICU would split. */
export function thaiKeepRuns(text: string): ThaiRun[] {
  if (!THAI.test(text)) return [];
  const runs: ThaiRun[] = [];
  let from = 0;
  const piece = (start: number, end: number) => {
    for (const [s, e, parts] of mergedWords(text, start, end))
      if (parts > 1) runs.push({ start: s, end: e, isolate: false });
  };
  for (const [start, end] of thaiLexiconMatches(text)) {
    if (from < start) piece(from, start);
    runs.push({ start, end, isolate: true });
    from = end;
  }
  if (from < text.length) piece(from, text.length);
  return runs;
}

/**
 * Offsets where a line may break inside the text by the academy's words (spaces aside): the
 * edges of its words (`Intl.Segmenter` in `locale` with `thaiKeepRuns`' merges, lexicon words
 * whole), none of `thaiNoBreakOffsets`.
 */
export function thaiBreakOpportunities(text: string, locale = 'th'): Set<number> {
  const offsets = new Set<number>();
  let from = 0;
  const piece = (start: number, end: number) => {
    for (const [s, e] of mergedWords(text, start, end, locale)) offsets.add(s).add(e);
  };
  for (const [start, end] of thaiLexiconMatches(text)) {
    if (from < start) piece(from, start);
    offsets.add(start).add(end);
    from = end;
  }
  if (from < text.length) piece(from, text.length);
  for (const offset of thaiNoBreakOffsets(text)) offsets.delete(offset);
  return offsets;
}
