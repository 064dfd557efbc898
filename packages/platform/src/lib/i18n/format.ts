import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentScope } from '../scope';
import { browserFormats } from './rendered-formats';
import { useRenderedLanguage } from './rendered-language';
import { defaultLanguage, isLanguage, type Language } from '@academy/contracts';

/**
 * Dates are shown in Thai time on every screen (and on the server, which renders the same
 * text): a date does not change with the reader's machine and no hydration differs.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Bangkok';

/**
 * The Intl locale of each language. Years are Gregorian in both: plain `th-TH` counts them in the
 * Buddhist era (2026 = 2569), which read wrong beside the site's own "Pitch 2024" and the API's dates.
 */
const intlLocales: Record<Language, string> = { en: 'en-GB', th: 'th-TH-u-ca-gregory' };

export function intlLocale(lang: string | undefined): string {
  const short = lang?.slice(0, 2);
  return intlLocales[isLanguage(short) ? short : defaultLanguage];
}

export type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** Intl options only: i18next passes every `t()` option (count, lng, the value...) to a formatter. */
function pick<T extends object>(options: Record<string, unknown>, keys: readonly (keyof T)[]): T {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const name = String(key);
    if (options[name] !== undefined) picked[name] = options[name];
  }
  return picked as T;
}

const dateKeys = [
  'dateStyle',
  'timeStyle',
  'timeZone',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'hour12',
  'timeZoneName',
] as const satisfies readonly (keyof Intl.DateTimeFormatOptions)[];

const numberKeys = [
  'style',
  'currency',
  'signDisplay',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'notation',
  'unit',
  'unitDisplay',
  'useGrouping',
] as const satisfies readonly (keyof Intl.NumberFormatOptions)[];

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.DateTimeFormat in the house locale of `lang`, Thai time unless told otherwise. */
export function dateTimeFormat(lang: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  const resolved = { timeZone: DISPLAY_TIME_ZONE, ...options };
  const key = `${intlLocale(lang)}${JSON.stringify(resolved)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), resolved);
    dateFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.NumberFormat in the house locale of `lang` (grouped: 1,234,567). */
export function numberFormat(lang: string | undefined, options: Intl.NumberFormatOptions = {}) {
  const key = `${intlLocale(lang)}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Plain spaces for the thin and narrow no-break spaces some ICU versions put in dates, times and
 * ranges ("14\u2009–\u200915 October", "10:00\u202fAM"): Node and the browser carry different
 * ICU data, and a server-rendered page must read the same in both (or hydration mismatches).
 */
export const sameSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/**
 * A formatted text as a server render wrote it: written and kept for the page on the server (the
 * request's scope), read from what the page carried in the browser, else written here (see
 * RenderedFormats: hydration then calls no Intl formatter).
 */
function rendered(format: string, value: string, write: () => string): string {
  const kept = currentScope()?.formats;
  if (kept) {
    const text = write();
    kept.set(format, value, text);
    return text;
  }
  return browserFormats.get(format, value) ?? write();
}

/** Formats a date; an invalid date gives '' rather than throwing in the middle of a render. */
export function formatDate(value: DateInput, lang: string | undefined, options?: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const resolved = options ?? { dateStyle: 'medium' };
  return rendered(`date ${intlLocale(lang)} ${JSON.stringify(resolved)}`, String(date.getTime()), () => {
    const format = dateTimeFormat(lang, resolved);
    return sameSpaces(resolved.era ? format.format(date) : withoutEra(format.formatToParts(date)));
  });
}

/**
 * The parts joined without an era nobody asked for: Thai's long dates in the Gregorian calendar
 * say "ค.ศ." ("1 มกราคม ค.ศ. 2026"), as it is not th-TH's own calendar; every year here is Gregorian.
 */
function withoutEra(parts: Intl.DateTimeFormatPart[]): string {
  const eraAt = parts.findIndex((part) => part.type === 'era');
  if (eraAt < 0) return parts.map((part) => part.value).join('');
  // the era and the space that joins it to its neighbour
  const cut = parts[eraAt + 1]?.type === 'literal' ? [eraAt, eraAt + 1] : [eraAt - 1, eraAt];
  return parts
    .filter((_, index) => !cut.includes(index))
    .map((part) => part.value)
    .join('');
}

export function formatNumber(value: number, lang: string | undefined, options?: Intl.NumberFormatOptions) {
  return rendered(`number ${intlLocale(lang)} ${JSON.stringify(options ?? {})}`, String(value), () =>
    numberFormat(lang, options).format(value),
  );
}

/**
 * The site's formats inside translations: `{{date, date}}`, `{{at, datetime(dateStyle: medium;
 * timeStyle: short)}}`, `{{n, number}}` use the house locales and Thai time; `{{n, points}}` is a
 * whole number of points. Overrides i18next's built-in `datetime` and `number`.
 */
export function registerFormatters(instance: I18n) {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('datetime', (value, lng, options) =>
    formatDate(value as DateInput, lng, pick<Intl.DateTimeFormatOptions>(options, dateKeys)),
  );
  formatter.add('date', (value, lng, options) => {
    const picked = pick<Intl.DateTimeFormatOptions>(options, dateKeys);
    const hasParts = dateKeys.some((key) => key !== 'timeZone' && picked[key] !== undefined);
    return formatDate(value as DateInput, lng, hasParts ? picked : { ...picked, dateStyle: 'medium' });
  });
  formatter.add('number', (value, lng, options) =>
    formatNumber(Number(value), lng, pick<Intl.NumberFormatOptions>(options, numberKeys)),
  );
  formatter.add('points', (value, lng) => formatNumber(Math.trunc(Number(value)), lng, { maximumFractionDigits: 0 }));
}

/**
 * Formatting bound to the rendered route's language (see useRenderedLanguage), for values outside a sentence (table cells, chips):
 * `const f = useFormat(); f.date(iso); f.number(1234); f.points(1250) // "1,250 points"`.
 */
export function useFormat() {
  const { i18n } = useTranslation('platform');
  const lang = useRenderedLanguage() ?? i18n.language;
  return {
    lang,
    date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(value, lang, options),
    dateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, lang, options ?? { dateStyle: 'medium', timeStyle: 'short' }),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
    points: (count: number) => i18n.t('platform:format.points', { count, lng: lang }),
  };
}
