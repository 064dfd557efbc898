import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { languages } from '@academy/contracts';

/** A quiz.yaml pool of `n` questions (slugs q0, q1, ...). */
export const quizYaml = (n = 12) =>
  `rewardPoints: 50\nquestions:\n` +
  Array.from({ length: n }, (_, i) =>
    [
      `  - slug: q${i}`,
      `    correct: [1]`,
      `    en: { question: "Q${i}?", choices: [a, b, c], hint: "h", explanation: "e" }`,
      `    th: { question: "คำถาม${i}", choices: [ก, ข, ค], hint: "ใบ้", explanation: "อธิบาย" }`,
    ].join('\n'),
  ).join('\n') +
  '\n';

export interface ArticleFixture {
  slug: string;
  en?: { title: string; summary: string; body: string; tags?: string[] } | null;
  th?: { title: string; summary: string; body: string; tags?: string[] } | null;
  exclusive?: boolean;
  difficulty?: string;
  category?: string;
  publishedAt?: string;
  readingTime?: number;
}

function articleFile(a: ArticleFixture, t: NonNullable<ArticleFixture['en']>): string {
  const lines = [
    '---',
    `title: ${JSON.stringify(t.title)}`,
    `summary: ${JSON.stringify(t.summary)}`,
    `category: ${a.category ?? 'basics'}`,
    `difficulty: ${a.difficulty ?? 'BEGINNER'}`,
    `exclusive: ${a.exclusive ?? false}`,
    `tags: [${(t.tags ?? []).join(', ')}]`,
    `publishedAt: ${a.publishedAt ?? '2026-01-01'}`,
    ...(a.readingTime ? [`readingTime: ${a.readingTime}`] : []),
    '---',
    '',
    t.body,
    '',
  ];
  return lines.join('\n');
}

/** A small content/ directory in a temp dir (removed when the test file ends). */
export class ContentFixture {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'academy-content-'));
  constructor() {
    after(() => rmSync(this.dir, { recursive: true, force: true }));
  }
  write(relative: string, text: string | Buffer) {
    const file = path.join(this.dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  remove(relative: string) {
    rmSync(path.join(this.dir, relative), { recursive: true, force: true });
  }
  categories() {
    this.write(
      'categories.yaml',
      [
        '- slug: basics',
        '  ranking: 1',
        '  en: { name: Basics, description: Start here }',
        '  th: { name: พื้นฐาน, description: เริ่มที่นี่ }',
        '- slug: trading',
        '  ranking: 2',
        '  en: { name: Trading }',
        '  th: { name: การเทรด }',
        '',
      ].join('\n'),
    );
  }
  /** Writes an article; a language set to null is left out (validation then fails unless `allowMissing`). */
  article(a: ArticleFixture) {
    for (const lang of languages) {
      const t = a[lang];
      if (t) this.write(`articles/${a.slug}/${lang}.md`, articleFile(a, t));
      else this.remove(`articles/${a.slug}/${lang}.md`);
    }
    this.write(`articles/${a.slug}/quiz.yaml`, quizYaml());
  }
  glossary() {
    this.write(
      'glossary/a.yaml',
      [
        '- slug: address',
        '  en: { term: Address, definition: Where crypto can be sent. }',
        '  th: { term: แอดเดรส (Address), definition: ที่อยู่สำหรับรับคริปโต }',
        '  related: [wallet]',
        '- slug: altcoin',
        '  en: { term: Altcoin, definition: Any coin other than bitcoin. }',
        '  th: { term: อัลต์คอยน์, definition: เหรียญอื่นที่ไม่ใช่บิตคอยน์ }',
        '',
      ].join('\n'),
    );
    this.write(
      'glossary/w.yaml',
      [
        '- slug: wallet',
        '  en: { term: Wallet, definition: Software that holds your keys. }',
        '  th: { term: วอลเล็ต, definition: ซอฟต์แวร์เก็บกุญแจ }',
        '  related: [address]',
        '',
      ].join('\n'),
    );
    this.write(
      'glossary/hash.yaml',
      [
        '- slug: 51-percent-attack',
        '  en: { term: 51% attack, definition: Majority hash power abuse. }',
        '  th: { term: การโจมตี 51%, definition: การใช้พลังขุดส่วนใหญ่โจมตี }',
        '',
      ].join('\n'),
    );
  }
  docs() {
    this.write('get-started/01-welcome/en.md', '---\ntitle: Welcome\nsummary: Start\n---\nHello there.\n');
    this.write('get-started/01-welcome/th.md', '---\ntitle: ยินดีต้อนรับ\nsummary: เริ่ม\n---\nสวัสดี\n');
    this.write('get-started/02-wallets/en.md', '---\ntitle: Wallets\nsummary: Keys\n---\nKeep keys safe.\n');
    this.write('get-started/02-wallets/th.md', '---\ntitle: วอลเล็ต\nsummary: กุญแจ\n---\nเก็บกุญแจให้ปลอดภัย\n');
    this.write('pages/about-us/en.md', '---\ntitle: About us\nsummary: Who we are\n---\nWe teach crypto.\n');
    this.write('pages/about-us/th.md', '---\ntitle: เกี่ยวกับเรา\nsummary: เราคือใคร\n---\nเราสอนคริปโต\n');
    const kinds = ['terms-and-conditions', 'privacy-policy', 'subscription-terms', 'cookies-policy'];
    for (const kind of kinds) {
      this.write(`legal/${kind}/en.md`, `---\ntitle: ${kind} EN\nupdatedAt: 2026-02-01\n---\nThe ${kind} text.\n`);
      this.write(`legal/${kind}/th.md`, `---\ntitle: ${kind} TH\nupdatedAt: 2026-02-02\n---\nข้อความ ${kind}\n`);
    }
  }
  /**
   * Pop quizzes: a bank of `count` questions (slugs `<topic>-<n>`, choice 1 correct) in one topic
   * file, and schedule.yaml with `pinned` (YAML list items, written as given).
   */
  popQuizzes(options: { count?: number; topic?: { slug: string; en: string; th: string }; pinned?: string[] } = {}) {
    const topic = options.topic ?? { slug: 'bitcoin', en: 'Bitcoin', th: 'บิตคอยน์' };
    const questions = Array.from({ length: options.count ?? 3 }, (_, i) =>
      [
        `  - slug: ${topic.slug}-${i + 1}`,
        '    correct: [1]',
        `    en: { question: "${topic.en} question ${i + 1}?", choices: [a, b, c, d], hint: h, explanation: e }`,
        `    th: { question: "คำถาม${topic.th} ${i + 1}?", choices: [ก, ข, ค, ง], hint: ใบ้, explanation: อธิบาย }`,
      ].join('\n'),
    );
    this.write(
      `pop-quizzes/${topic.slug}.yaml`,
      [`topic: { slug: ${topic.slug}, en: ${topic.en}, th: ${topic.th} }`, 'questions:', ...questions, ''].join('\n'),
    );
    this.write(
      'pop-quizzes/schedule.yaml',
      `pinned:${options.pinned?.length ? '' : ' []'}\n${(options.pinned ?? []).join('\n')}\n`,
    );
  }
  /** A complete, valid content dir. */
  standard() {
    this.categories();
    this.glossary();
    this.docs();
    this.article({
      slug: 'what-is-bitcoin',
      en: {
        title: 'What is Bitcoin?',
        summary: 'The first cryptocurrency.',
        body: '## Intro\n\nBitcoin is digital money.\n\nIt runs on a blockchain.',
        tags: ['bitcoin'],
      },
      th: {
        title: 'บิตคอยน์คืออะไร',
        summary: 'คริปโตเคอร์เรนซีตัวแรก',
        body: '## บทนำ\n\nบิตคอยน์คือเงินดิจิทัลที่ทำงานบนบล็อกเชน\n\nไม่มีธนาคารกลางควบคุม',
        tags: ['บิตคอยน์'],
      },
      publishedAt: '2026-01-03',
    });
    this.article({
      slug: 'wallet-security',
      en: {
        title: 'Wallet security',
        summary: 'Protect your keys.',
        body: 'A seed phrase protects a wallet.\n\nNever share it.\n\nThird paragraph is secret.',
        tags: ['wallet'],
      },
      th: {
        title: 'ความปลอดภัยของวอลเล็ต',
        summary: 'ปกป้องกุญแจ',
        body: 'วลีกู้คืนปกป้องวอลเล็ต\n\nอย่าแชร์\n\nย่อหน้าที่สามเป็นความลับ',
        tags: ['วอลเล็ต'],
      },
      exclusive: true,
      difficulty: 'INTERMEDIATE',
      publishedAt: '2026-01-02',
      readingTime: 9,
    });
    this.article({
      slug: 'order-types',
      en: {
        title: 'Order types',
        summary: 'Market and limit orders.',
        body: 'A limit order waits. Traders sometimes use bitcoin as the quote.',
        tags: ['trading'],
      },
      th: { title: 'ประเภทคำสั่งซื้อขาย', summary: 'คำสั่งตลาดและคำสั่งจำกัดราคา', body: 'คำสั่งจำกัดราคาจะรอ', tags: ['เทรด'] },
      category: 'trading',
      difficulty: 'ADVANCED',
      publishedAt: '2026-01-01',
    });
  }
}
