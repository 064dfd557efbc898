import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../mail/templates.ts';

const copy = {
  en: {
    title: 'Weekly mail - Academy',
    confirm: 'Stop the weekly mail from the Academy?',
    button: 'Unsubscribe',
    done: 'You are unsubscribed: the Academy sends you no more weekly mail. You can turn it on again in your profile.',
    invalid: 'This unsubscribe link is not valid. Turn off “Agree to receive updates” in your profile instead.',
  },
  th: {
    title: 'อีเมลรายสัปดาห์ - Academy',
    confirm: 'หยุดรับอีเมลรายสัปดาห์จาก Academy หรือไม่?',
    button: 'ยกเลิกการรับอีเมล',
    done: 'ยกเลิกการรับอีเมลแล้ว Academy จะไม่ส่งอีเมลรายสัปดาห์ให้คุณอีก คุณเปิดรับได้อีกครั้งในโปรไฟล์ของคุณ',
    invalid: 'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง กรุณาปิด “ยินยอมรับข่าวสาร” ในโปรไฟล์ของคุณแทน',
  },
} as const;

const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="color-scheme" content="light dark"><title>${escapeHtml(copy[language].title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;

/** The GET of an unsubscribe link: asks to confirm (a GET changes nothing); the button POSTs. */
export const confirmPage = (language: Language, action: string) =>
  page(
    language,
    `<h1 style="font-size:1.25rem">${escapeHtml(copy[language].confirm)}</h1>` +
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="padding:10px 16px;font-size:1rem">${escapeHtml(copy[language].button)}</button></form>`,
  );

export const unsubscribedPage = (language: Language) =>
  page(language, `<p role="status">${escapeHtml(copy[language].done)}</p>`);

/** A link that is not the API's: the same words as errors.UNSUBSCRIBE_LINK_INVALID of the site. */
export const invalidLinkPage = (language: Language) =>
  page(language, `<p role="alert" data-code="UNSUBSCRIBE_LINK_INVALID">${escapeHtml(copy[language].invalid)}</p>`);
