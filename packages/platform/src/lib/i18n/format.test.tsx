import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from './index';
import { dateTimeFormat, formatDate, formatNumber, sameSpaces, useFormat } from './format';
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
