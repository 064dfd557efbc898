import { accountErrors } from './account';
import { commerceErrors } from './commerce';
import type { ErrorEntry } from './entry';
import { eventErrors } from './events';
import { generalErrors } from './general';
import { learningErrors } from './learning';

/**
 * The one error catalogue: every code the API answers, with its one HTTP status and its English
 * and Thai text. The API's `AppError` takes status and message from it; the site's i18n
 * `errors.<code>` are built from it.
 */
export const errorCatalogue = {
  ...generalErrors,
  ...accountErrors,
  ...learningErrors,
  ...commerceErrors,
  ...eventErrors,
} as const satisfies Record<string, ErrorEntry>;
