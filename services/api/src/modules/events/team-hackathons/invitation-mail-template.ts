import type { Language } from '@academy/contracts';
import type { MailMessage } from '../../../mail/message.ts';
import { phishingBlock } from '../../../mail/phishing-block.ts';
import { escapeHtml } from '../../../mail/templates.ts';

export interface HackathonInvitationInput {
  to: string;
  language: Language;
  /** The invitee's words when the address belongs to a verified account, else null (no block). */
  phishingWords: string | null;
  expiresAt: Date;
  /** The site's invitations page (no token: the invitee signs in with this address). */
  link: string;
}

const copy = {
  en: {
    locale: 'en-GB',
    subject: 'You are invited to join a hackathon team - Academy',
    intro: 'You have been invited to join a team for the Academy hackathon.',
    action: 'Sign in to the Academy with this email address to see the invitation and accept or decline it.',
    validUntil: (date: string) => `The invitation is open until ${date} (Bangkok time).`,
    button: 'See the invitation',
    noAccount: 'No account yet? Register with this email address, verify it, then open the link again.',
    ignore:
      'If you do not want to join, decline the invitation or ignore this email: nothing happens unless you accept.',
  },
  th: {
    locale: 'th-TH-u-ca-gregory',
    subject: 'คุณได้รับคำเชิญเข้าร่วมทีมแฮกกาธอน - Academy',
    intro: 'คุณได้รับคำเชิญให้เข้าร่วมทีมในแฮกกาธอนของ Academy',
    action: 'เข้าสู่ระบบ Academy ด้วยอีเมลนี้เพื่อดูคำเชิญ แล้วตอบรับหรือปฏิเสธ',
    validUntil: (date: string) => `คำเชิญนี้ใช้ได้ถึง ${date} (เวลากรุงเทพฯ)`,
    button: 'ดูคำเชิญ',
    noAccount: 'ยังไม่มีบัญชี? สมัครสมาชิกด้วยอีเมลนี้ ยืนยันอีเมล แล้วเปิดลิงก์นี้อีกครั้ง',
    ignore: 'หากคุณไม่ต้องการเข้าร่วม ให้ปฏิเสธคำเชิญหรือเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเกิดขึ้นหากคุณไม่ตอบรับ',
  },
} as const;

/**
 * The invitation an invited hackathon member receives. Its owner did not ask for it, so it holds
 * the academy's own words only: no team name, no names, nothing the submitter typed. The
 * address's anti-phishing words (verified accounts only) may sit beside that text: it is ours.
 */
export function hackathonInvitationEmail(input: HackathonInvitationInput): MailMessage {
  const t = copy[input.language];
  const date = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(input.expiresAt);
  const phishing = phishingBlock(input.language, input.phishingWords);
  const text =
    `${phishing.text}${t.intro}\n${t.action}\n${t.validUntil(date)}\n\n${t.button}: ${input.link}\n\n` +
    `${t.noAccount}\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#111">${phishing.html}` +
    `<p>${escapeHtml(t.intro)}<br>${escapeHtml(t.action)}</p><p>${escapeHtml(t.validUntil(date))}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#16a34a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p style="word-break:break-all"><small>${escapeHtml(input.link)}</small></p>` +
    `<p><small>${escapeHtml(t.noAccount)} ${escapeHtml(t.ignore)}</small></p></body></html>`;
  return { to: input.to, subject: t.subject, text, html };
}
