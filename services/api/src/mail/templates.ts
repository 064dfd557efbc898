import type { MailMessage } from './message.ts';
import type { Language } from '@academy/contracts';

export interface AccountMailInput {
  to: string;
  language: Language;
  /**
   * The account's anti-phishing words: only those of a verified address (`mailPhishingWords`);
   * the verification mail never shows any (whoever registered the address chose them).
   */
  phishingWords: string | null;
  /** The full link the user opens. */
  link: string;
  /** Minutes the link stays valid. */
  validMinutes: number;
}

/** Anti-phishing words belong to a verified address: none are shown (or mailed) before. */
export const mailPhishingWords = (user: { emailVerifiedAt: Date | null; phishingWords: string | null }) =>
  user.emailVerifiedAt ? user.phishingWords : null;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const copy = {
  en: {
    verifySubject: 'Verify your email - Academy',
    verifyIntro: 'Welcome to the Academy! Please confirm your email address to activate your account.',
    verifyButton: 'Verify email',
    resetSubject: 'Reset your password - Academy',
    resetIntro: 'We received a request to reset your password. Open the link below to choose a new one.',
    resetButton: 'Reset password',
    linkSubject: 'Link your exchange account - Academy',
    linkIntro:
      'Someone signed in to the Academy with an exchange account that uses this email address, and your Academy account with this address is not linked to an exchange account yet. To link them, open the link below in the same browser that signed in. Linking signs out every other device and removes your Academy password: you then sign in with the exchange, or set a new password with "Forgot password".',
    linkButton: 'Link my exchange account',
    validFor: (minutes: number) =>
      minutes >= 120
        ? `This link is valid for ${Math.round(minutes / 60)} hours.`
        : `This link is valid for ${minutes} minutes.`,
    phishing: 'Your anti-phishing words',
    phishingHint: 'Emails from us always show these words. If they are missing or wrong, do not click any link.',
    ignore: 'If you did not ask for this, you can ignore this email.',
  },
  th: {
    verifySubject: 'ยืนยันอีเมลของคุณ - Academy',
    verifyIntro: 'ยินดีต้อนรับสู่ Academy! กรุณายืนยันอีเมลของคุณเพื่อเปิดใช้งานบัญชี',
    verifyButton: 'ยืนยันอีเมล',
    resetSubject: 'ตั้งรหัสผ่านใหม่ - Academy',
    resetIntro: 'เราได้รับคำขอตั้งรหัสผ่านใหม่ของคุณ เปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่',
    resetButton: 'ตั้งรหัสผ่านใหม่',
    linkSubject: 'เชื่อมต่อบัญชีกระดานเทรดของคุณ - Academy',
    linkIntro:
      'มีผู้เข้าสู่ระบบ Academy ด้วยบัญชีกระดานเทรดที่ใช้อีเมลนี้ และบัญชี Academy ของอีเมลนี้ยังไม่ได้เชื่อมต่อกับบัญชีกระดานเทรด หากต้องการเชื่อมต่อ ให้เปิดลิงก์ด้านล่างในเบราว์เซอร์เดียวกับที่เข้าสู่ระบบ การเชื่อมต่อจะออกจากระบบในอุปกรณ์อื่นทั้งหมดและลบรหัสผ่าน Academy ของคุณ หลังจากนั้นให้เข้าสู่ระบบด้วยบัญชีกระดานเทรด หรือตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน"',
    linkButton: 'เชื่อมต่อบัญชีกระดานเทรดของฉัน',
    validFor: (minutes: number) =>
      minutes >= 120 ? `ลิงก์นี้ใช้ได้ ${Math.round(minutes / 60)} ชั่วโมง` : `ลิงก์นี้ใช้ได้ ${minutes} นาที`,
    phishing: 'รหัสป้องกันฟิชชิงของคุณ',
    phishingHint: 'อีเมลจากเราจะแสดงคำเหล่านี้เสมอ หากไม่มีหรือไม่ถูกต้อง อย่าคลิกลิงก์ใด ๆ',
    ignore: 'หากคุณไม่ได้ทำรายการนี้ สามารถเพิกเฉยต่ออีเมลฉบับนี้ได้',
  },
} as const;

function render(input: AccountMailInput, subject: string, intro: string, button: string): MailMessage {
  const t = copy[input.language];
  const phishingText = input.phishingWords ? `${t.phishing}: ${input.phishingWords}\n${t.phishingHint}\n\n` : '';
  const text = `${phishingText}${intro}\n\n${button}: ${input.link}\n\n${t.validFor(input.validMinutes)}\n${t.ignore}\n`;
  const phishingHtml = input.phishingWords
    ? `<p style="padding:8px 12px;border:1px solid #16a34a;border-radius:6px">${escapeHtml(t.phishing)}: <strong>${escapeHtml(input.phishingWords)}</strong><br><small>${escapeHtml(t.phishingHint)}</small></p>`
    : '';
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#111">${phishingHtml}<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#16a34a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p><p style="word-break:break-all"><small>${escapeHtml(input.link)}</small></p><p><small>${escapeHtml(t.validFor(input.validMinutes))} ${escapeHtml(t.ignore)}</small></p></body></html>`;
  return { to: input.to, subject, text, html };
}

/** To an address nobody has proved yet: the academy's own words only, no anti-phishing block. */
export function verificationEmail(input: Omit<AccountMailInput, 'phishingWords'>): MailMessage {
  const t = copy[input.language];
  return render({ ...input, phishingWords: null }, t.verifySubject, t.verifyIntro, t.verifyButton);
}

export function resetPasswordEmail(input: AccountMailInput): MailMessage {
  const t = copy[input.language];
  return render(input, t.resetSubject, t.resetIntro, t.resetButton);
}

/** The one-time link that links an exchange sign-on to the existing account of this address. */
export function exchangeLinkEmail(input: AccountMailInput): MailMessage {
  const t = copy[input.language];
  return render(input, t.linkSubject, t.linkIntro, t.linkButton);
}
