import type { Language } from '@academy/contracts';
import type { MailMessage } from '../../../mail/message.ts';
import { escapeHtml } from '../../../mail/templates.ts';

interface Link {
  title: string;
  url: string;
}

export interface WeeklyDigestInput {
  to: string;
  language: Language;
  /** Articles published in the last 7 days (in the learner's started paths, or any when none). */
  newArticles: Link[];
  /** The next step of each started path. */
  nextSteps: Array<Link & { path: string }>;
  /** No path started: the first step of the first path. */
  firstStep: (Link & { path: string }) | null;
  /** Pinned pop quiz windows open or opening this week with a reward. */
  popQuizzes: Array<{ startsAt: Date; endsAt: Date; rewardPoints: number; rewardKkub: number | null }>;
  popQuizzesUrl: string;
  /** The one-click unsubscribe URL (POST) of this learner; a GET of it asks to confirm. */
  unsubscribeUrl: string;
}

const copy = {
  en: {
    locale: 'en-GB',
    subject: 'Your week at the Academy',
    intro: 'Here is what waits for you at the Academy this week.',
    newArticles: 'New articles',
    nextSteps: 'Your next step',
    firstStep: 'Start a learning path',
    popQuizzes: 'Pop quizzes with a reward',
    window: (from: string, to: string) => `${from} - ${to} (Bangkok time)`,
    reward: (points: number, kkub: number | null) => `${points} points${kkub ? ` + ${kkub} KKUB` : ''}`,
    allPopQuizzes: 'All pop quizzes',
    why: 'You receive this weekly mail because you agreed to receive updates in your Academy profile.',
    unsubscribe: 'Unsubscribe',
  },
  th: {
    locale: 'th-TH-u-ca-gregory',
    subject: 'สัปดาห์นี้ที่ Academy',
    intro: 'นี่คือสิ่งที่รอคุณอยู่ที่ Academy ในสัปดาห์นี้',
    newArticles: 'บทความใหม่',
    nextSteps: 'ขั้นต่อไปของคุณ',
    firstStep: 'เริ่มเส้นทางการเรียนรู้',
    popQuizzes: 'ป๊อปควิซที่มีรางวัล',
    window: (from: string, to: string) => `${from} - ${to} (เวลากรุงเทพฯ)`,
    reward: (points: number, kkub: number | null) => `${points} คะแนน${kkub ? ` + ${kkub} KKUB` : ''}`,
    allPopQuizzes: 'ป๊อปควิซทั้งหมด',
    why: 'คุณได้รับอีเมลรายสัปดาห์นี้เพราะคุณยินยอมรับข่าวสารในโปรไฟล์ Academy ของคุณ',
    unsubscribe: 'ยกเลิกการรับอีเมล',
  },
} as const;

interface Section {
  heading: string;
  items: Array<{ text: string; url: string }>;
}

/**
 * The weekly mail (issue 34 item 6): the academy's own words, titles from content and links to
 * the site, nothing any user typed. One-click unsubscribe per RFC 8058 in its headers.
 */
export function weeklyDigestEmail(input: WeeklyDigestInput): MailMessage {
  const t = copy[input.language];
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });
  const sections: Section[] = [
    { heading: t.newArticles, items: input.newArticles.map((a) => ({ text: a.title, url: a.url })) },
    { heading: t.nextSteps, items: input.nextSteps.map((s) => ({ text: `${s.path}: ${s.title}`, url: s.url })) },
    {
      heading: t.firstStep,
      items: input.firstStep
        ? [{ text: `${input.firstStep.path}: ${input.firstStep.title}`, url: input.firstStep.url }]
        : [],
    },
    {
      heading: t.popQuizzes,
      items: input.popQuizzes.map((w) => ({
        text: `${t.window(when.format(w.startsAt), when.format(w.endsAt))}: ${t.reward(w.rewardPoints, w.rewardKkub)}`,
        url: input.popQuizzesUrl,
      })),
    },
  ].filter((section) => section.items.length > 0);

  const text =
    `${t.intro}\n\n` +
    sections
      .map((s) => `${s.heading}\n${s.items.map((item) => `- ${item.text}\n  ${item.url}`).join('\n')}\n\n`)
      .join('') +
    `${t.why}\n${t.unsubscribe}: ${input.unsubscribeUrl}\n`;
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#111">` +
    `<p>${escapeHtml(t.intro)}</p>` +
    sections
      .map(
        (s) =>
          `<h2 style="font-size:16px">${escapeHtml(s.heading)}</h2><ul>${s.items.map((item) => `<li>${link(item.url, item.text)}</li>`).join('')}</ul>`,
      )
      .join('') +
    `<p><small>${escapeHtml(t.why)} ${link(input.unsubscribeUrl, t.unsubscribe)}</small></p></body></html>`;
  return {
    to: input.to,
    subject: t.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
