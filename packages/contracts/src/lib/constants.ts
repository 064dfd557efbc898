/**
 * Business constants of the spec (section 9) and business-rules.md, in one place. Presentation
 * (breakpoints, theme modes) lives in @academy/ui, browser runtime settings (toasts, theme cookie,
 * default API URL) in @academy/platform.
 */
export const POINTS_PER_KKUB = 100;
export const SUBSCRIPTION_PROMO_FROM_USD = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?_#&';
export const PIN_LENGTH = 6;
export const FEEDBACK_MESSAGE_MAX = 1000;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const HACKATHON_TEAM_MIN = 1;
export const HACKATHON_TEAM_MAX = 5;
export const HACKATHON_DOCUMENTS_MAX = 5;
export const HACKATHON_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const HACKATHON_SEMINAR_ATTENDANCE_PERCENT = 80;
/** An invited member answers within this many days (or until registration closes, if sooner). */
export const HACKATHON_INVITATION_VALID_DAYS = 7;
export const PITCH_MIN_AGE = 20;
export const GLOSSARY_INDEX = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
/** The Thai glossary index: the 42 consonants in use (ฃ and ฅ are obsolete), in dictionary order. */
export const GLOSSARY_INDEX_TH = [...'กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ'] as const;
/**
 * The Thai index entry of a Thai term: its first consonant, leading vowels (เ แ โ ใ ไ) skipped as
 * Thai dictionaries do ("แฮช" sits under ฮ); null for a term that does not start in Thai ("NFT").
 */
export function thaiGlossaryBucket(term: string): string | null {
  const first = /^[เแโใไ]*([ก-ฮ])/.exec(term.trim())?.[1];
  return first && (GLOSSARY_INDEX_TH as readonly string[]).includes(first) ? first : null;
}
/** The API's CSRF contract: the cookie the client echoes in the header (the API's CORS allows it). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;
export const RESET_LINK_TTL_MINUTES = 30;
/** The mailed one-time link that links an exchange sign-on to an existing account lives this long. */
export const EXCHANGE_LINK_TTL_MINUTES = 30;
export const POP_QUIZ_COOLDOWN_MINUTES = 10;
/** The quiz list's access filter (`?filter=`); here, not beside the quiz schemas, so the list reads it without zod. */
export const quizAccessFilters = ['all', 'exclusive', 'free'] as const;
export type QuizAccessFilter = (typeof quizAccessFilters)[number];
/** Main quiz pools (business-rules.md "Main quiz"): an attempt draws this many questions of its quiz's pool. */
export const QUIZ_ATTEMPT_QUESTIONS = 5;
/** The fewest questions a main quiz's pool has (content/articles/<slug>/quiz.yaml). */
export const QUIZ_POOL_MIN_QUESTIONS = 12;
/** Default wait between a finished main quiz attempt and the next start (the API's QUIZ_RETAKE_COOLDOWN_HOURS). */
export const QUIZ_RETAKE_COOLDOWN_HOURS = 24;
export const PAYMENT_PIN_MAX_FAILURES = 3;
export const PAYMENT_LOCK_MINUTES = 15;
/** An order (its key) may be paid within this many minutes of its first payment try, at the price it was opened with. */
export const ORDER_TTL_MINUTES = 15;
export const ACTIVE_USER_DAYS = 30;
/** Redeem per-day limits count the Bangkok calendar day (UTC+7). */
export const REDEEM_DAY_UTC_OFFSET_HOURS = 7;
