import type { Language } from '@academy/contracts';
import type { MailMessage } from '../../../mail/message.ts';
import { phishingBlock } from '../../../mail/phishing-block.ts';
import { escapeHtml } from '../../../mail/templates.ts';

export interface HackathonConfirmationInput {
  to: string;
  language: Language;
  /** The submitter's anti-phishing words (a verified account's), else null (no block). */
  phishingWords: string | null;
  /** The submitter's nickname (or name), as they typed it. */
  memberName: string;
  teamName: string;
  category: 'general' | 'university-student';
  members: { name: string; surname: string }[];
  documentCount: number;
  /** Members invited by email (every member but the submitter). */
  invitedCount: number;
  /** The hackathon page on the site. */
  link: string;
}

const copy = {
  en: {
    subject: (team: string) => `Hackathon registration received: ${team} - Academy`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (team: string) => `You registered the team "${team}" for the hackathon.`,
    invited: (count: number) =>
      `We invited the other ${count === 1 ? 'member' : `${count} members`} by email. ` +
      'The team is complete once every member has signed in and accepted; the hackathon page shows who has.',
    complete: 'Your team is complete. Welcome aboard!',
    category: { general: 'General', 'university-student': 'University student' },
    categoryLabel: 'Category',
    membersLabel: 'Members',
    documentsLabel: 'Supplemental documents',
    seminar: 'Reminder: every member agreed to attend at least 80% of the seminars.',
    button: 'Hackathon page',
    ignore: 'If you did not register for the hackathon, please let us know by replying to this email.',
  },
  th: {
    subject: (team: string) => `ได้รับการสมัครแฮกกาธอนแล้ว: ${team} - Academy`,
    greeting: (name: string) => `สวัสดี ${name}`,
    intro: (team: string) => `คุณได้ลงทะเบียนทีม "${team}" เข้าร่วมแฮกกาธอนแล้ว`,
    invited: (count: number) =>
      `เราได้ส่งคำเชิญทางอีเมลถึงสมาชิกอีก ${count} คน ` +
      'ทีมจะครบถ้วนเมื่อสมาชิกทุกคนเข้าสู่ระบบและตอบรับ ดูได้ว่าใครตอบรับแล้วที่หน้าแฮกกาธอน',
    complete: 'ทีมของคุณครบถ้วนแล้ว ยินดีต้อนรับ!',
    category: { general: 'บุคคลทั่วไป', 'university-student': 'นักศึกษามหาวิทยาลัย' },
    categoryLabel: 'ประเภท',
    membersLabel: 'สมาชิก',
    documentsLabel: 'เอกสารประกอบ',
    seminar: 'ขอย้ำ: สมาชิกทุกคนตกลงเข้าร่วมสัมมนาอย่างน้อย 80%',
    button: 'หน้าแฮกกาธอน',
    ignore: 'หากคุณไม่ได้สมัครแฮกกาธอน โปรดแจ้งเราโดยตอบกลับอีเมลฉบับนี้',
  },
} as const;

/**
 * The confirmation the submitter of a new team receives (they asked for it by registering).
 * Every text in it that is not the academy's the submitter typed themselves, so their own
 * anti-phishing words may sit beside it. Invited members get `hackathonInvitationEmail` instead.
 */
export function hackathonConfirmationEmail(input: HackathonConfirmationInput): MailMessage {
  const t = copy[input.language];
  const memberList = input.members.map((member) => `${member.name} ${member.surname}`);
  const status = input.invitedCount > 0 ? t.invited(input.invitedCount) : t.complete;
  const phishing = phishingBlock(input.language, input.phishingWords);
  const text =
    `${phishing.text}${t.greeting(input.memberName)}\n\n${t.intro(input.teamName)}\n${status}\n\n` +
    `${t.categoryLabel}: ${t.category[input.category]}\n${t.membersLabel}: ${memberList.join(', ')}\n` +
    `${t.documentsLabel}: ${input.documentCount}\n\n${t.seminar}\n\n${t.button}: ${input.link}\n\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#111">${phishing.html}` +
    `<p>${escapeHtml(t.greeting(input.memberName))}</p><p>${escapeHtml(t.intro(input.teamName))}<br>` +
    `${escapeHtml(status)}</p>` +
    `<p>${escapeHtml(t.categoryLabel)}: ${escapeHtml(t.category[input.category])}<br>` +
    `${escapeHtml(t.membersLabel)}: ${memberList.map(escapeHtml).join(', ')}<br>` +
    `${escapeHtml(t.documentsLabel)}: ${input.documentCount}</p><p>${escapeHtml(t.seminar)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#16a34a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p><small>${escapeHtml(t.ignore)}</small></p></body></html>`;
  return { to: input.to, subject: t.subject(input.teamName), text, html };
}
