/** What a page's state carries: a format (kind, locale, options) -> a value -> the text written. */
export type RenderedFormatsState = Record<string, Record<string, string>>;

/**
 * The dates and numbers a server render wrote, by format and value. The page carries them
 * (`toState`) and the browser starts from them (`seed`), so hydrating a page calls no Intl
 * formatter: a renderer's first Intl.DateTimeFormat or NumberFormat loads ICU's data in one task
 * (45-50 ms on a desktop CPU, 130-310 ms at 4x slower, measured in Chromium), and Node's ICU
 * writes what the browser's would. What the browser formats later it formats itself, unkept.
 */
export class RenderedFormats {
  private readonly texts = new Map<string, Map<string, string>>();

  get(format: string, value: string): string | undefined {
    return this.texts.get(format)?.get(value);
  }

  set(format: string, value: string, text: string) {
    let byValue = this.texts.get(format);
    if (!byValue) {
      byValue = new Map();
      this.texts.set(format, byValue);
    }
    byValue.set(value, text);
  }

  seed(state: RenderedFormatsState | undefined) {
    for (const [format, byValue] of Object.entries(state ?? {}))
      for (const [value, text] of Object.entries(byValue)) if (typeof text === 'string') this.set(format, value, text);
  }

  toState(): RenderedFormatsState {
    const state: RenderedFormatsState = {};
    for (const [format, byValue] of this.texts) state[format] = Object.fromEntries(byValue);
    return state;
  }
}

/** The browser's texts: the shell seeds them from the server's page before hydrating. */
export const browserFormats = new RenderedFormats();
