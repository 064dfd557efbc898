/**
 * A quiz question's optional `section`: the slug of the article's English `##`/`###` heading
 * that answers it. The result page links a wrong answer there ("re-read this section"). Thai
 * headings have Thai anchors, so the section is taken to the Thai heading at the same position:
 * an article whose quiz names sections has as many headings in both languages.
 */
import { extractHeadings, type Language } from '@academy/contracts';
import type { Translations } from '../source-files.ts';
import type { QuizFile } from './quiz-load.ts';

const headingsOf = (translations: Translations, lang: Language) => extractHeadings(translations[lang]?.body ?? '');

/** The section's anchor in each language, or undefined. */
export function sectionAnchors(section: string | undefined, translations: Translations) {
  if (!section) return undefined;
  const at = headingsOf(translations, 'en').findIndex((heading) => heading.id === section);
  const th = headingsOf(translations, 'th')[at];
  return at >= 0 && th ? { en: section, th: th.id } : undefined;
}

/** The problems of the quiz's sections, as "<where>: <message>". */
export function sectionProblems(quiz: QuizFile, translations: Translations, file: string): string[] {
  const named = quiz.questions.filter((q) => q?.section !== undefined);
  if (named.length === 0) return [];
  const en = headingsOf(translations, 'en');
  const problems: string[] = [];
  if (en.length !== headingsOf(translations, 'th').length) {
    problems.push(`${file}: questions name sections, so en.md and th.md need the same number of ## and ### headings`);
  }
  for (const q of named) {
    if (typeof q.section !== 'string' || !en.some((heading) => heading.id === q.section)) {
      problems.push(
        `${file} question ${q.slug}: section "${String(q.section)}" is no heading of en.md (${en.map((h) => h.id).join(', ')})`,
      );
    }
  }
  return problems;
}
