import { QUIZ_ATTEMPT_QUESTIONS } from './constants';
import { quizGrade, quizGradingOf, quizPassed } from './quiz-grades';

describe('quizGradingOf: the grades an attempt can reach and its pass mark, in questions', () => {
  it('5 questions (every attempt of a content quiz): A+, B, D or F; pass = 4 of 5', () => {
    expect(QUIZ_ATTEMPT_QUESTIONS).toBe(5);
    expect(quizGradingOf(5)).toEqual({
      gradeScale: [
        { grade: 'A+', minCorrect: 5 },
        { grade: 'B', minCorrect: 4 },
        { grade: 'D', minCorrect: 3 },
        { grade: 'F', minCorrect: 0 },
      ],
      passMark: { minCorrect: 4, of: 5 },
    });
  });

  it('a pool of 3 played whole: A+, D or F; pass = 3 of 3', () => {
    expect(quizGradingOf(3)).toEqual({
      gradeScale: [
        { grade: 'A+', minCorrect: 3 },
        { grade: 'D', minCorrect: 2 },
        { grade: 'F', minCorrect: 0 },
      ],
      passMark: { minCorrect: 3, of: 3 },
    });
  });

  it('10 questions reach all six grades; pass = 7 of 10', () => {
    const { gradeScale, passMark } = quizGradingOf(10);
    expect(gradeScale.map((s) => `${s.grade}:${s.minCorrect}`)).toEqual(['A+:10', 'A:9', 'B:8', 'C:7', 'D:6', 'F:0']);
    expect(passMark).toEqual({ minCorrect: 7, of: 10 });
  });

  it('agrees with quizGrade for every score of 1 to 20 questions', () => {
    for (let total = 1; total <= 20; total += 1) {
      const { gradeScale, passMark } = quizGradingOf(total);
      for (let correct = 0; correct <= total; correct += 1) {
        const step = gradeScale.find((s) => correct >= s.minCorrect)!;
        expect([total, correct, step.grade]).toEqual([total, correct, quizGrade(correct, total)]);
        expect([total, correct, correct >= passMark.minCorrect]).toEqual([total, correct, quizPassed(step.grade)]);
      }
    }
  });
});
