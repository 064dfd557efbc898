import { z } from 'zod';

/**
 * The academy's events (content/events/<slug>.yaml; GET /client/events). An event's `slug` is the
 * route-table page that tells it (`hackathon`, `pitch-2024`). Dates are days in Thailand (UTC+7).
 */
export const eventStatuses = ['upcoming', 'open', 'closed', 'finished'] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventSlugs = ['hackathon', 'pitch-2024'] as const;
export const EVENT_TIME_ZONE_OFFSET = '+07:00';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD');
const bilingual = z.object({ en: z.string().trim().min(1).max(300), th: z.string().trim().min(1).max(300) });

/** One file of content/events/ as written (content/docs/events-and-paths.md "Events"). */
export const eventContentSchema = z
  .object({
    ranking: z.number().int().min(0).max(1000),
    name: bilingual,
    summary: bilingual,
    /** The event's own days (the last one included). */
    startsOn: day,
    endsOn: day,
    /** Applications; the hackathon's come from the API's HACKATHON_OPENS_AT / HACKATHON_CLOSES_AT. */
    registration: z.object({ opensOn: day, closesOn: day }).strict().optional(),
    prizes: z
      .array(z.object({ place: bilingual, prize: bilingual }).strict())
      .min(1)
      .max(10),
    /** Once it is over: the winners. */
    results: z
      .array(z.object({ place: bilingual, team: z.string().trim().min(1).max(100), project: bilingual }).strict())
      .max(20)
      .optional(),
  })
  .strict();
export type EventContent = z.infer<typeof eventContentSchema>;

/** An event as the API answers it, in the request's language; `status` from the server's clock. */
export const academyEventSchema = z.object({
  slug: z.enum(eventSlugs),
  name: z.string(),
  summary: z.string(),
  /** The first day's start and the day after the last (exclusive), ISO. */
  startsAt: z.string(),
  endsAt: z.string(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  status: z.enum(eventStatuses),
  prizes: z.array(z.object({ place: z.string(), prize: z.string() })),
  results: z.array(z.object({ place: z.string(), team: z.string(), project: z.string() })),
});
export type AcademyEvent = z.infer<typeof academyEventSchema>;

/**
 * An event's status at `now`: finished once its last day is over; before that, upcoming until
 * registration opens, open while it is open, closed after it closed.
 */
export function eventStatus(
  event: { endsAt: Date; registrationOpensAt: Date | null; registrationClosesAt: Date | null; startsAt: Date },
  now: Date,
): EventStatus {
  if (now >= event.endsAt) return 'finished';
  const opens = event.registrationOpensAt ?? event.startsAt;
  const closes = event.registrationClosesAt ?? event.startsAt;
  if (now < opens) return 'upcoming';
  return now < closes ? 'open' : 'closed';
}
