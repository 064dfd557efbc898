import type { Language } from '@academy/contracts';
import { escapeHtml } from './templates.ts';

const copy = {
  en: {
    label: 'Your anti-phishing words',
    hint: 'Emails from us always show these words. If they are missing or wrong, do not click any link.',
  },
  th: {
    label: 'รหัสป้องกันฟิชชิงของคุณ',
    hint: 'อีเมลจากเราจะแสดงคำเหล่านี้เสมอ หากไม่มีหรือไม่ถูกต้อง อย่าคลิกลิงก์ใด ๆ',
  },
} as const;

/**
 * The anti-phishing block at the top of an email: the account's own words, as text and HTML
 * (both empty without words). Only for a verified account's address, and only beside text the
 * academy or that account's owner wrote: words next to someone else's text would vouch for it.
 */
export function phishingBlock(language: Language, words: string | null): { text: string; html: string } {
  if (!words) return { text: '', html: '' };
  const t = copy[language];
  return {
    text: `${t.label}: ${words}\n${t.hint}\n\n`,
    html: `<p style="padding:8px 12px;border:1px solid #16a34a;border-radius:6px">${escapeHtml(t.label)}: <strong>${escapeHtml(words)}</strong><br><small>${escapeHtml(t.hint)}</small></p>`,
  };
}
