/** Percent with one decimal, rounded down (69.99 -> 69.9: a D is never shown as 70). */
export const scoreOf = (correct: number, total: number) => (total > 0 ? Math.floor((correct * 1000) / total) / 10 : 0);

/** An answer is right when it selects exactly the correct choices, in any order. */
export const isRightAnswer = (selected: number[], correct: number[]) =>
  selected.length === correct.length && selected.every((v) => correct.includes(v));
