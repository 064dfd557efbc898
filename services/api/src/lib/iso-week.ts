const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The ISO 8601 week of `at` in Bangkok time (the academy's day, as for coupons and redeem
 * limits), e.g. `2026-W48`: weeks start on Monday; week 1 holds the year's first Thursday.
 */
export function isoWeekOf(at: Date): string {
  const local = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thursday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + (3 - day) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
