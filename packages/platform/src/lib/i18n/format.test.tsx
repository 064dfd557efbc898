import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from './index';
import { dateTimeFormat, formatDate, formatNumber, sameSpaces, useFormat } from './format';
import { browserFormats, RenderedFormats } from './rendered-formats';
import { setPlatformScopeResolver, type PlatformScope } from '../scope';
import type { Language } from '@academy/contracts';

const t = (key: string, options: Record<string, unknown>, lng: Language) =>
  i18n.t(key, { ...options, lng, interpolation: { escapeValue: false } });

describe('i18n formatters', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'format-test', {
      on: 'On {{d, date}}',
      at: 'At {{d, datetime(dateStyle: long; timeStyle: short)}}',
      n: '{{n, number}} views',
    });
    i18n.addResourceBundle('th', 'format-test', {
      on: 'วันที่ {{d, date}}',
      at: 'เวลา {{d, datetime(dateStyle: long; timeStyle: short)}}',
      n: 'เข้าชม {{n, number}} ครั้ง',
    });
  });

  it('writes Gregorian years in both languages (plain th-TH would write Buddhist-era ones)', () => {
    const d = new Date('2026-02-16T03:00:00Z');
    expect(t('format-test:on', { d }, 'th')).toBe('วันที่ 16 ก.พ. 2026');
    expect(t('format-test:on', { d }, 'en')).toBe('On 16 Feb 2026');
    expect(formatDate('2026-02-16', 'th', { dateStyle: 'long' })).toBe('16 กุมภาพันธ์ 2026');
  });

  it('shows times in Thai time, whatever the machine, and accepts ISO strings', () => {
    // 23:30 UTC on the 31st is already 06:30 on 1 January in Bangkok.
    expect(t('format-test:at', { d: '2025-12-31T23:30:00Z' }, 'en')).toBe('At 1 January 2026 at 06:30');
    expect(t('format-test:at', { d: '2025-12-31T23:30:00Z' }, 'th')).toMatch(/^เวลา 1 มกราคม 2026 (เวลา )?06:30$/);
  });

  it('writes plain spaces where ICU puts thin or narrow ones (server and browser ICU differ)', () => {
    expect(sameSpaces('14\u2009–\u200915 October 2024, 10:00\u202fAM')).toBe('14 – 15 October 2024, 10:00 AM');
    const at = formatDate('2024-10-14T03:00:00Z', 'en', { timeStyle: 'short', hour12: true });
    expect(at).toMatch(/^10:00 AM$/i);
    const range = dateTimeFormat('en', { day: 'numeric', month: 'long' }).formatRange(
      new Date('2024-10-14T03:00:00Z'),
      new Date('2024-10-15T03:00:00Z'),
    );
    expect(sameSpaces(range)).not.toMatch(/[\u2009\u202f]/);
  });

  it('an invalid date is left out instead of throwing', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('groups numbers and counts points in both languages', () => {
    expect(t('format-test:n', { n: 1234567 }, 'en')).toBe('1,234,567 views');
    expect(t('format-test:n', { n: 1234567 }, 'th')).toBe('เข้าชม 1,234,567 ครั้ง');
    expect(formatNumber(-1250, 'th', { signDisplay: 'exceptZero' })).toBe('-1,250');
    expect(i18n.t('platform:format.points', { count: 1, lng: 'en' })).toBe('1 point');
    expect(i18n.t('platform:format.points', { count: 12500, lng: 'en' })).toBe('12,500 points');
    expect(i18n.t('platform:format.points', { count: 12500, lng: 'th' })).toBe('12,500 คะแนน');
  });

  it('useFormat follows the active language', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    await i18n.changeLanguage('th');
    const th = renderHook(() => useFormat(), { wrapper });
    expect(th.result.current.date('2026-02-16T00:00:00Z')).toBe('16 ก.พ. 2026');
    expect(th.result.current.points(2000)).toBe('2,000 คะแนน');
    th.unmount();
    await i18n.changeLanguage('en');
    const en = renderHook(() => useFormat(), { wrapper });
    expect(en.result.current.number(9876543)).toBe('9,876,543');
    expect(en.result.current.points(2000)).toBe('2,000 points');
  });
});

describe('dates and numbers a server render wrote', () => {
  afterEach(() => {
    setPlatformScopeResolver(undefined);
    jest.restoreAllMocks();
  });

  it('the server keeps what it wrote for the page, in the request’s scope', () => {
    const formats = new RenderedFormats();
    setPlatformScopeResolver(() => ({ formats }) as PlatformScope);
    expect(formatDate('2026-02-16T03:00:00Z', 'en', { dateStyle: 'long' })).toBe('16 February 2026');
    expect(formatNumber(1234567, 'th')).toBe('1,234,567');
    expect(i18n.t('platform:format.points', { count: 2500, lng: 'en' })).toBe('2,500 points');
    const state = formats.toState();
    expect(Object.values(state).flatMap((byValue) => Object.values(byValue))).toEqual(
      expect.arrayContaining(['16 February 2026', '1,234,567', '2,500']),
    );
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('the browser reads them from the page instead of calling Intl (hydration loads no ICU data)', () => {
    const server = new RenderedFormats();
    setPlatformScopeResolver(() => ({ formats: server }) as PlatformScope);
    formatDate('2025-07-04T10:00:00Z', 'th', { dateStyle: 'full' });
    formatNumber(98765, 'th', { maximumFractionDigits: 1 });
    setPlatformScopeResolver(undefined);
    // what the page carried, as another machine's ICU wrote it: its text is the one to show
    const state = Object.fromEntries(
      Object.entries(server.toState()).map(([format, byValue]) => [
        format,
        Object.fromEntries(Object.entries(byValue).map(([value, text]) => [value, `server: ${text}`])),
      ]),
    );
    browserFormats.seed(state);
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    expect(formatDate('2025-07-04T10:00:00Z', 'th', { dateStyle: 'full' })).toMatch(/^server: .*2025$/);
    expect(formatDate(new Date('2025-07-04T10:00:00Z'), 'th', { dateStyle: 'full' })).toMatch(/^server: /);
    expect(formatNumber(98765, 'th', { maximumFractionDigits: 1 })).toBe('server: 98,765');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    // another value, language or format is written here
    expect(formatDate('2025-07-05T10:00:00Z', 'th', { dateStyle: 'full' })).not.toMatch(/^server: /);
    expect(formatDate('2025-07-04T10:00:00Z', 'en', { dateStyle: 'full' })).toMatch(/^Friday,? 4 July 2025$/);
    expect(formatNumber(98765, 'th')).toBe('98,765');
  });

  it('a state from elsewhere that is not text is ignored', () => {
    const formats = new RenderedFormats();
    formats.seed({ 'date en-GB {}': { 1: 'one', 2: 2 as unknown as string } });
    expect(formats.get('date en-GB {}', '1')).toBe('one');
    expect(formats.get('date en-GB {}', '2')).toBeUndefined();
    formats.seed(undefined);
  });
});
