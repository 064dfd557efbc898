import type { z } from 'zod';
import type { PublicCertificate } from '../certificates';
import type { QuizAccessFilter } from '../constants';
import type { ErrorCode } from '../errors';
import type {
  PopQuizAvailable,
  PopQuizHint,
  PopQuizHistories,
  popQuizPageQuerySchema,
  PopQuizQuestion,
  PopQuizResult,
} from '../pop-quiz';
import type { LearningProgress } from '../progress';
import type {
  QuizCard,
  QuizCertificate,
  QuizDetail,
  QuizDiscardResponse,
  QuizHintResponse,
  quizListQuerySchema,
  QuizProgress,
  QuizResult,
  QuizSubmitResponse,
} from '../quiz';
import type { quizHistoryQuerySchema, QuizHistoryRecord } from '../quiz-history';
import type { Id, Paging } from './common';
import { endpoint } from './endpoint';

const schemas = () => import('./quiz.schemas');
type Question = { id: number; questionId: number };
type ListFilter = { filter: QuizAccessFilter; category?: string; name?: string };
type HistoryFilter = { result?: string; name?: string };
type NoBody = Record<string, never>;
// What the API's handlers get: the list and history queries with their defaults filled in.
type ListQuery = { query: z.output<typeof quizListQuerySchema> };
type ListCountQuery = { query: Omit<z.output<typeof quizListQuerySchema>, '_start' | '_limit'> };
type HistoryQuery = { query: z.output<typeof quizHistoryQuerySchema> };
type HistoryCountQuery = { query: Omit<z.output<typeof quizHistoryQuerySchema>, '_start' | '_limit'> };
type PopQuizPage = { query: z.output<typeof popQuizPageQuerySchema> };

/** What each quiz endpoint takes and answers (its schemas: quiz.schemas.ts). */
export interface QuizShapes {
  quizList: { query: ListFilter & Paging; response: QuizCard[]; parsed: ListQuery };
  quizListCount: { query: ListFilter; response: number; parsed: ListCountQuery };
  quizBySlug: { params: { slug: string }; query: { isMyQuiz?: boolean }; response: QuizDetail };
  startQuiz: { params: Id; response: QuizProgress };
  saveQuiz: { params: Id; response: QuizProgress };
  discardQuiz: { params: Id; response: QuizDiscardResponse };
  finishQuiz: { params: Id; response: QuizResult };
  quizResult: { params: Id; response: QuizResult };
  requestCertificate: { params: Id; response: QuizCertificate };
  submitAnswer: {
    params: Question;
    body: { selectedAnswers: number[] };
    response: QuizSubmitResponse;
    parsed: { body: { selectedAnswers: number[] } };
  };
  revealHint: { params: Question; response: QuizHintResponse };
  certificate: { params: { publicId: string }; response: PublicCertificate };
  history: { query: HistoryFilter & Paging; response: QuizHistoryRecord[]; parsed: HistoryQuery };
  historyCount: { query: HistoryFilter; response: number; parsed: HistoryCountQuery };
  learningProgress: { response: LearningProgress };
  popQuizzesAvailable: { response: PopQuizAvailable };
  popQuizQuestion: { params: Id; response: PopQuizQuestion };
  openPopQuiz: { params: Id; body: NoBody; response: PopQuizQuestion };
  popQuizHint: { params: Question; body: NoBody; response: PopQuizHint };
  submitPopQuizAnswer: {
    params: Question;
    body: { selectedAnswers: number[] };
    response: PopQuizResult;
    parsed: { body: { selectedAnswers: number[] } };
  };
  popQuizHistories: {
    query: { start?: number; limit?: number; q?: string };
    response: PopQuizHistories;
    parsed: PopQuizPage;
  };
}

const signedIn: readonly ErrorCode[] = ['UNAUTHORIZED'];
const attempt: readonly ErrorCode[] = [...signedIn, 'NOT_FOUND', 'QUIZ_NOT_STARTED', 'QUIZ_ALREADY_FINISHED'];
const mainQuiz = '/client/v2/quiz_v2/:id';
const popQuiz = '/client/pop-quizs/:id';

/** The quiz domain: main quizzes and their attempts, certificates, history, pop quizzes. */
export const quizEndpoints = {
  quizList: endpoint<QuizShapes['quizList']>({
    method: 'GET',
    path: '/client/v2/article-quiz-list',
    errors: [],
    schemas: () => schemas().then((s) => s.quizList),
  }),
  quizListCount: endpoint<QuizShapes['quizListCount']>({
    method: 'GET',
    path: '/client/v2/article-quiz-list/count',
    errors: [],
    schemas: () => schemas().then((s) => s.quizListCount),
  }),
  quizBySlug: endpoint<QuizShapes['quizBySlug']>({
    method: 'GET',
    path: '/client/v2/quiz_v2/slug/:slug',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.quizBySlug),
  }),
  startQuiz: endpoint<QuizShapes['startQuiz']>({
    method: 'POST',
    path: `${mainQuiz}/start`,
    errors: [
      ...signedIn,
      'NOT_FOUND',
      'KYC_REQUIRED_QUIZ',
      'QUIZ_SUBSCRIPTION_REQUIRED',
      'QUIZ_ALLOWANCE_EXHAUSTED',
      'QUIZ_ATTEMPT_SAVED',
      'QUIZ_RETAKE_COOLDOWN',
    ],
    schemas: () => schemas().then((s) => s.startQuiz),
  }),
  saveQuiz: endpoint<QuizShapes['saveQuiz']>({
    method: 'POST',
    path: `${mainQuiz}/save`,
    errors: attempt,
    schemas: () => schemas().then((s) => s.saveQuiz),
  }),
  discardQuiz: endpoint<QuizShapes['discardQuiz']>({
    method: 'POST',
    path: `${mainQuiz}/discard`,
    errors: attempt,
    schemas: () => schemas().then((s) => s.discardQuiz),
  }),
  finishQuiz: endpoint<QuizShapes['finishQuiz']>({
    method: 'POST',
    path: `${mainQuiz}/finish`,
    errors: [...attempt, 'QUIZ_INCOMPLETE', 'QUIZ_TIME_OVER', 'QUIZ_SUBMIT_FAILED', 'QUIZ_OUT_OF_REWARD'],
    schemas: () => schemas().then((s) => s.finishQuiz),
  }),
  quizResult: endpoint<QuizShapes['quizResult']>({
    method: 'GET',
    path: `${mainQuiz}/result`,
    errors: [...signedIn, 'QUIZ_RESULT_NOT_FOUND'],
    schemas: () => schemas().then((s) => s.quizResult),
  }),
  requestCertificate: endpoint<QuizShapes['requestCertificate']>({
    method: 'POST',
    path: `${mainQuiz}/certificate`,
    errors: [...signedIn, 'QUIZ_RESULT_NOT_FOUND', 'PROFILE_NAME_REQUIRED'],
    schemas: () => schemas().then((s) => s.requestCertificate),
  }),
  submitAnswer: endpoint<QuizShapes['submitAnswer']>({
    method: 'POST',
    path: `${mainQuiz}/questions/:questionId/submit`,
    errors: [...attempt, 'QUIZ_QUESTION_NOT_FOUND', 'QUIZ_ANSWER_INVALID', 'QUIZ_TIME_OVER', 'QUIZ_DATA_CHANGED'],
    schemas: () => schemas().then((s) => s.submitAnswer),
  }),
  revealHint: endpoint<QuizShapes['revealHint']>({
    method: 'POST',
    path: `${mainQuiz}/questions/:questionId/hint`,
    errors: [...attempt, 'QUIZ_QUESTION_NOT_FOUND', 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'QUIZ_NO_HINTS_LEFT'],
    schemas: () => schemas().then((s) => s.revealHint),
  }),
  certificate: endpoint<QuizShapes['certificate']>({
    method: 'GET',
    path: '/client/certificates/:publicId',
    errors: ['CERTIFICATE_NOT_FOUND'],
    schemas: () => schemas().then((s) => s.certificate),
  }),
  history: endpoint<QuizShapes['history']>({
    method: 'GET',
    path: '/client/v2/quiz-history_v2',
    errors: signedIn,
    schemas: () => schemas().then((s) => s.history),
  }),
  historyCount: endpoint<QuizShapes['historyCount']>({
    method: 'GET',
    path: '/client/v2/quiz-history_v2/count',
    errors: signedIn,
    schemas: () => schemas().then((s) => s.historyCount),
  }),
  learningProgress: endpoint<QuizShapes['learningProgress']>({
    method: 'GET',
    path: '/client/v2/learning-progress',
    errors: signedIn,
    schemas: () => schemas().then((s) => s.learningProgress),
  }),
  popQuizzesAvailable: endpoint<QuizShapes['popQuizzesAvailable']>({
    method: 'GET',
    path: '/client/pop-quizs-available',
    errors: [],
    schemas: () => schemas().then((s) => s.popQuizzesAvailable),
  }),
  popQuizQuestion: endpoint<QuizShapes['popQuizQuestion']>({
    method: 'GET',
    path: `${popQuiz}/question`,
    errors: [...signedIn, 'QUIZ_NOT_STARTED', 'POP_QUIZ_NOT_AVAILABLE', 'POP_QUIZ_EXPIRED'],
    schemas: () => schemas().then((s) => s.popQuizQuestion),
  }),
  openPopQuiz: endpoint<QuizShapes['openPopQuiz']>({
    method: 'POST',
    path: `${popQuiz}/open`,
    errors: [...signedIn, 'POP_QUIZ_NOT_AVAILABLE', 'POP_QUIZ_EXPIRED', 'POP_QUIZ_OUT_OF_REWARD'],
    schemas: () => schemas().then((s) => s.openPopQuiz),
  }),
  popQuizHint: endpoint<QuizShapes['popQuizHint']>({
    method: 'POST',
    path: `${popQuiz}/questions/:questionId/hint`,
    errors: [...signedIn, 'QUIZ_NOT_STARTED', 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'QUIZ_NO_HINTS_LEFT'],
    schemas: () => schemas().then((s) => s.popQuizHint),
  }),
  submitPopQuizAnswer: endpoint<QuizShapes['submitPopQuizAnswer']>({
    method: 'POST',
    path: `${popQuiz}/questions/:questionId/submit`,
    errors: [...signedIn, 'QUIZ_NOT_STARTED', 'POP_QUIZ_EXPIRED', 'QUIZ_ANSWER_INVALID', 'QUIZ_TIME_OVER'],
    schemas: () => schemas().then((s) => s.submitPopQuizAnswer),
  }),
  popQuizHistories: endpoint<QuizShapes['popQuizHistories']>({
    method: 'GET',
    path: '/client/pop-quiz-histories-by-user',
    errors: signedIn,
    schemas: () => schemas().then((s) => s.popQuizHistories),
  }),
};
