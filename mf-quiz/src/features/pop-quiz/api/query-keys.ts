/** Query keys of the pop quiz screens, per signed-in user ('': a visitor). */
export const popQuizKeys = {
  all: ['quiz', 'pop'] as const,
  available: (userId: string) => [...popQuizKeys.all, 'available', userId] as const,
  question: (userId: string, id: number) => [...popQuizKeys.all, 'question', userId, id] as const,
  completed: (userId: string, start: number, limit: number) =>
    [...popQuizKeys.all, 'completed', userId, start, limit] as const,
};
