/**
 * One code of the error catalogue: the one HTTP status the API answers it with, and its text in
 * each language (the API's `message` and the site's `errors.<code>`).
 */
export interface ErrorEntry {
  readonly status: number;
  readonly en: string;
  readonly th: string;
}
