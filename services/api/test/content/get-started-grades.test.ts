import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { languages, QUIZ_ATTEMPT_QUESTIONS, quizGradingOf, type Language } from '@academy/contracts';

/**
 * Get-started guide 04 states the grade scale and the pass mark of an attempt in questions; they
 * must be the ones the API grades by (`quizGradingOf`), in both languages.
 */
const guide = (lang: Language) =>
  readFileSync(new URL(`../../../../content/get-started/04-quizzes-and-points/${lang}.md`, import.meta.url), 'utf8');

const words: Record<Language, { of: string; to: string; pass: RegExp }> = {
  en: { of: 'of', to: 'to', pass: /\*\*You pass with at least (\d+) of (\d+) correct\.\*\*/ },
  th: { of: 'จาก', to: 'ถึง', pass: /\*\*ผ่านเมื่อตอบถูกอย่างน้อย (\d+) จาก (\d+) ข้อ\*\*/ },
};

/** The guide's table rows "| 0 to 2 of 5 | F |" as [grade, fewest right, most right, of]. */
function tableRows(text: string, lang: Language) {
  const { of, to } = words[lang];
  const row = new RegExp(`^\\| (\\d+)(?: ${to} (\\d+))? ${of} (\\d+)(?: ข้อ)? \\| (A\\+|[A-F]) \\|$`);
  return text
    .split('\n')
    .map((line) => row.exec(line.trim()))
    .filter((match) => match !== null)
    .map(([, min, max, total, grade]) => [grade, Number(min), Number(max ?? min), Number(total)]);
}

describe('get-started guide 04: the grade scale and pass mark of an attempt', () => {
  const { gradeScale, passMark } = quizGradingOf(QUIZ_ATTEMPT_QUESTIONS);
  const expected = gradeScale.map((step, i) => [
    step.grade,
    step.minCorrect,
    i === 0 ? QUIZ_ATTEMPT_QUESTIONS : gradeScale[i - 1]!.minCorrect - 1,
    QUIZ_ATTEMPT_QUESTIONS,
  ]);

  for (const lang of languages) {
    test(`${lang}: only the grades an attempt can reach, with their right answers, and the pass mark`, () => {
      const text = guide(lang);
      assert.deepEqual(tableRows(text, lang), expected);
      const pass = words[lang].pass.exec(text);
      assert.ok(pass, 'the pass mark in questions');
      assert.deepEqual([Number(pass[1]), Number(pass[2])], [passMark.minCorrect, passMark.of]);
    });
  }
});
