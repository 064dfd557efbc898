import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { thaiKeepRuns, type ThaiRun } from '@academy/contracts';

/** The class of a run that must stay on one line (`white-space: nowrap`, in the theme's baseline). */
export const KEEP_TOGETHER_CLASS = 'academy-keep';

/** A run of text, one the line must not break inside (`keep`), or a place where it may (`wbr`). */
export type ThaiPart = { text: string; keep: boolean } | 'wbr';

const THAI = /[\u0E00-\u0E7F]/;
const THAI_LETTER_OR_MARK = /[\u0E01-\u0E4E]/;

/** A 53-bit hash of a text (cyrb53): the key of its runs in the page's state, shorter than the text. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What the page's state carries: a text's hash -> its runs as `[start, end, isolate 0|1, ...]`. */
export type ThaiRunsState = Record<string, number[]>;

/**
 * The runs of every Thai text rendered, by the text's hash. The words come from ICU's dictionary,
 * whose data differs between Node and browsers: the server's render keeps what it found and the
 * page carries it (`toState`), and the browser starts from it (`seed`), so hydration meets the
 * server's markup; texts the browser renders later are segmented by the browser itself.
 */
export class ThaiRunsCache {
  private readonly runs = new Map<string, ThaiRun[]>();

  runsOf(text: string): ThaiRun[] {
    if (!THAI.test(text)) return [];
    const key = hashOf(text);
    let runs = this.runs.get(key);
    if (!runs) {
      runs = thaiKeepRuns(text);
      this.runs.set(key, runs);
    }
    return runs;
  }

  seed(state: ThaiRunsState | undefined) {
    for (const [key, flat] of Object.entries(state ?? {})) {
      const runs: ThaiRun[] = [];
      for (let i = 0; i + 2 < flat.length; i += 3)
        runs.push({ start: flat[i]!, end: flat[i + 1]!, isolate: flat[i + 2] === 1 });
      this.runs.set(key, runs);
    }
  }

  /** The texts that have runs (a text without any renders as it is, wherever segmented). */
  toState(): ThaiRunsState {
    const state: ThaiRunsState = {};
    for (const [key, runs] of this.runs) {
      if (runs.length > 0) state[key] = runs.flatMap((run) => [run.start, run.end, run.isolate ? 1 : 0]);
    }
    return state;
  }
}

/** The browser's one cache (the shell seeds it from the server's page before hydrating). */
export const browserThaiRuns = new ThaiRunsCache();

const ThaiRunsContext = createContext<ThaiRunsCache | null>(null);

/** A server render's own cache (one per request); without it the browser's is used. */
export const ThaiRunsProvider = ThaiRunsContext.Provider;

/** The cache `ThaiText` and the Markdown renderer use here. */
export function useThaiRuns(): ThaiRunsCache {
  return useContext(ThaiRunsContext) ?? browserThaiRuns;
}

/**
 * The text cut where a Thai line may and may not break: each run of `thaiKeepRuns` kept whole (a
 * lexicon word with `<wbr>` at its edges, which also makes the browser segment the text either side
 * on its own).
 */
export function thaiLineParts(text: string, runs: readonly ThaiRun[]): ThaiPart[] {
  const parts: ThaiPart[] = [];
  const plain = (from: number, to: number) => from < to && parts.push({ text: text.slice(from, to), keep: false });
  const breakable = (at: number) =>
    at > 0 && at < text.length && THAI_LETTER_OR_MARK.test(text[at - 1]!) && THAI_LETTER_OR_MARK.test(text[at]!);
  let at = 0;
  for (const run of runs) {
    if (run.start < at) continue;
    plain(at, run.start);
    if (run.isolate && breakable(run.start) && parts.at(-1) !== 'wbr') parts.push('wbr');
    parts.push({ text: text.slice(run.start, run.end), keep: true });
    if (run.isolate && breakable(run.end)) parts.push('wbr');
    at = run.end;
  }
  plain(at, text.length);
  return parts;
}

/**
 * Text (a title, a term, a heading, a paragraph) rendered so a Thai line breaks only between words:
 * nowrap runs and `<wbr>` from `thaiLineParts`. Any other text is returned as it is; the text a
 * reader selects, copies or finds is unchanged (`<wbr>` adds no character).
 */
export function ThaiText({ children }: { children: string }): ReactNode {
  const runs = useThaiRuns().runsOf(children);
  if (runs.length === 0) return children;
  return thaiLineParts(children, runs).map((part, index) =>
    part === 'wbr' ? (
      <wbr key={index} />
    ) : part.keep ? (
      <span key={index} className={KEEP_TOGETHER_CLASS}>
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
