import type { MailMessage } from './message.ts';
import { escapeHtml } from './templates.ts';
import type { Language } from '@academy/contracts';

export interface HackathonConfirmationInput {
  to: string;
  language: Language;
  /** The member's anti-phishing words when the member is a known user, else null (no block). */
  phishingWords: string | null;
  memberName: string;
  teamName: string;
  category: 'general' | 'university-student';
  members: { name: string; surname: string }[];
  documentCount: number;
  /** The member who sent the registration, signed in: "Name Surname (email)". */
  submittedBy: string;
  /** The hackathon page on the site. */
  link: string;
}

const copy = {
  en: {
    subject: (team: string) => `Hackathon registration received: ${team} - Academy`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (team: string) => `Your team "${team}" is registered for the hackathon. Welcome aboard!`,
    submittedBy: (who: string) => `Registered by ${who}.`,
    category: { general: 'General', 'university-student': 'University student' },
    categoryLabel: 'Category',
    membersLabel: 'Members',
    documentsLabel: 'Supplemental documents',
    seminar: 'Reminder: every member agreed to attend at least 80% of the seminars.',
    button: 'Hackathon page',
    phishing: 'Your anti-phishing words',
    phishingHint: 'Emails from us always show these words. If they are missing or wrong, do not click any link.',
    ignore: 'If you did not register for the hackathon, please let us know by replying to this email.',
  },
  th: {
    subject: (team: string) => `ได้รับการสมัครแฮกกาธอนแล้ว: ${team} - Academy`,
    greeting: (name: string) => `สวัสดี ${name}`,
    intro: (team: string) => `ทีม "${team}" ของคุณลงทะเบียนเข้าร่วมแฮกกาธอนเรียบร้อยแล้ว ยินดีต้อนรับ!`,
    submittedBy: (who: string) => `ลงทะเบียนโดย ${who}`,
    category: { general: 'บุคคลทั่วไป', 'university-student': 'นักศึกษามหาวิทยาลัย' },
    categoryLabel: 'ประเภท',
    membersLabel: 'สมาชิก',
    documentsLabel: 'เอกสารประกอบ',
    seminar: 'ขอย้ำ: สมาชิกทุกคนตกลงเข้าร่วมสัมมนาอย่างน้อย 80%',
    button: 'หน้าแฮกกาธอน',
    phishing: 'รหัสป้องกันฟิชชิงของคุณ',
    phishingHint: 'อีเมลจากเราจะแสดงคำเหล่านี้เสมอ หากไม่มีหรือไม่ถูกต้อง อย่าคลิกลิงก์ใด ๆ',
    ignore: 'หากคุณไม่ได้สมัครแฮกกาธอน โปรดแจ้งเราโดยตอบกลับอีเมลฉบับนี้',
  },
} as const;

/** The confirmation every member of a newly registered team receives, in the team's language. */
export function hackathonConfirmationEmail(input: HackathonConfirmationInput): MailMessage {
  const t = copy[input.language];
  const memberList = input.members.map((member) => `${member.name} ${member.surname}`);
  const phishingText = input.phishingWords ? `${t.phishing}: ${input.phishingWords}\n${t.phishingHint}\n\n` : '';
  const text =
    `${phishingText}${t.greeting(input.memberName)}\n\n${t.intro(input.teamName)}\n${t.submittedBy(input.submittedBy)}\n\n` +
    `${t.categoryLabel}: ${t.category[input.category]}\n${t.membersLabel}: ${memberList.join(', ')}\n` +
    `${t.documentsLabel}: ${input.documentCount}\n\n${t.seminar}\n\n${t.button}: ${input.link}\n\n${t.ignore}\n`;
  const phishingHtml = input.phishingWords
    ? `<p style="padding:8px 12px;border:1px solid #16a34a;border-radius:6px">${escapeHtml(t.phishing)}: <strong>${escapeHtml(input.phishingWords)}</strong><br><small>${escapeHtml(t.phishingHint)}</small></p>`
    : '';
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#111">${phishingHtml}` +
    `<p>${escapeHtml(t.greeting(input.memberName))}</p><p>${escapeHtml(t.intro(input.teamName))}<br>` +
    `${escapeHtml(t.submittedBy(input.submittedBy))}</p>` +
    `<p>${escapeHtml(t.categoryLabel)}: ${escapeHtml(t.category[input.category])}<br>` +
    `${escapeHtml(t.membersLabel)}: ${memberList.map(escapeHtml).join(', ')}<br>` +
    `${escapeHtml(t.documentsLabel)}: ${input.documentCount}</p><p>${escapeHtml(t.seminar)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#16a34a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p><small>${escapeHtml(t.ignore)}</small></p></body></html>`;
  return { to: input.to, subject: t.subject(input.teamName), text, html };
}
