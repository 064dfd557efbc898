import { expectSignOutDropsUserQueries } from '@academy/testing';
import { defaultHistoryFilters, quizHistoryKeys } from '../../features/quiz-history/api/query-keys';
import { learningProgressKey, popQuizKeys, quizAttemptKey, quizKeys, quizResultKey } from './query-keys';

it("sign-out drops the user's pop quizzes, history, progress and results, and keeps the public catalogue", () =>
  expectSignOutDropsUserQueries(
    [
      popQuizKeys.available(7),
      popQuizKeys.histories(7, 0, 10),
      popQuizKeys.hintAllowance(7),
      learningProgressKey(7),
      quizHistoryKeys.list(7, defaultHistoryFilters),
      quizResultKey('en', 3, 7),
      quizAttemptKey(3, 7),
    ],
    [quizKeys.categories('en'), quizKeys.list('en', {}, null), quizKeys.certificate('abc')],
  ));
