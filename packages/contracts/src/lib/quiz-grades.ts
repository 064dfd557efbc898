/**
 * Main quiz grades (business-rules.md "Main quiz"): from the score (correct / total, in percent)
 * A+ 100, A >= 90, B >= 80, C >= 70, D >= 60, F below; pass = C or better. An attempt of few
 * questions cannot reach every grade (5 questions: A+, B, D or F; pass = 4 of 5), so the API, the
 * result page and get-started guide 04 show the scale of an attempt's size (`quizGradingOf`), in
 * questions. No zod here: a page may import it without the schemas.
 */
export const quizGrades = ['A+', 'A', 'B', 'C', 'D', 'F'] as const;
export type QuizGrade = (typeof quizGrades)[number];
export const QUIZ_GRADE_THRESHOLDS: ReadonlyArray<readonly [QuizGrade, number]> = [
  ['A+', 100],
  ['A', 90],
  ['B', 80],
  ['C', 70],
  ['D', 60],
  ['F', 0],
];
/** Pass = C or better. */
export const QUIZ_PASS_PERCENT = 70;

/** The grade of `correct` right answers out of `total` (exact: no rounding up, 69.9% is D). */
export function quizGrade(correct: number, total: number): QuizGrade {
  if (total <= 0) return 'F';
  if (correct >= total) return 'A+';
  for (const [grade, min] of QUIZ_GRADE_THRESHOLDS) if (correct * 100 >= min * total) return grade;
  return 'F';
}
export function quizPassed(grade: QuizGrade): boolean {
  return grade === 'A+' || grade === 'A' || grade === 'B' || grade === 'C';
}

/** A grade an attempt can reach and the fewest right answers that give it. */
export interface QuizGradeStep {
  grade: QuizGrade;
  minCorrect: number;
}

/** The grades an attempt of `total` questions can reach (best first) and its pass mark in questions. */
export interface QuizGrading {
  gradeScale: QuizGradeStep[];
  /** The fewest right answers of `of` (= total) that pass. */
  passMark: { minCorrect: number; of: number };
}

/** The reachable grades and the pass mark of an attempt of `total` questions (total >= 1). */
export function quizGradingOf(total: number): QuizGrading {
  const gradeScale: QuizGradeStep[] = [];
  // The grade only falls as right answers fall: each grade's run ends at its fewest.
  for (let correct = total; correct >= 0; correct -= 1) {
    const grade = quizGrade(correct, total);
    const last = gradeScale.at(-1);
    if (last?.grade === grade) last.minCorrect = correct;
    else gradeScale.push({ grade, minCorrect: correct });
  }
  const passing = gradeScale.filter((step) => quizPassed(step.grade));
  return { gradeScale, passMark: { minCorrect: passing.at(-1)?.minCorrect ?? total, of: total } };
}
