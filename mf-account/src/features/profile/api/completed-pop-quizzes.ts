import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Finished pop quizzes: `start` is a page index (offset = start x limit). */
export async function fetchCompletedPopQuizzes(search: string, page: number, limit: number) {
  return callEndpoint(endpoints.account.completedPopQuizzes, {
    query: { start: page, limit, ...(search.trim() ? { q: search.trim() } : {}) },
    silent: true,
  });
}
