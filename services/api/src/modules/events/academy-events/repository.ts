import { asc, eq } from 'drizzle-orm';
import { EVENT_TIME_ZONE_OFFSET, eventStatus, type AcademyEvent, type Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { academyEvents } from '../../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00${EVENT_TIME_ZONE_OFFSET}`);
const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + DAY_MS);

type Row = typeof academyEvents.$inferSelect;

/**
 * Events in the request's language with their status at `now`. `hackathonWindow`: the API's
 * hackathon registration window (HACKATHON_OPENS_AT / _CLOSES_AT), the one registration obeys.
 */
function toEvent(row: Row, language: Language, now: Date, hackathonWindow: { opensAt: Date; closesAt: Date }) {
  const c = row.content;
  const registration =
    row.slug === 'hackathon'
      ? hackathonWindow
      : c.registration
        ? { opensAt: startOfDay(c.registration.opensOn), closesAt: endOfDay(c.registration.closesOn) }
        : null;
  const dates = { startsAt: startOfDay(c.startsOn), endsAt: endOfDay(c.endsOn) };
  const status = eventStatus(
    {
      ...dates,
      registrationOpensAt: registration?.opensAt ?? null,
      registrationClosesAt: registration?.closesAt ?? null,
    },
    now,
  );
  return {
    slug: row.slug as AcademyEvent['slug'],
    name: c.name[language],
    summary: c.summary[language],
    startsAt: dates.startsAt.toISOString(),
    endsAt: dates.endsAt.toISOString(),
    registrationOpensAt: registration?.opensAt.toISOString() ?? null,
    registrationClosesAt: registration?.closesAt.toISOString() ?? null,
    status,
    prizes: c.prizes.map((p) => ({ place: p.place[language], prize: p.prize[language] })),
    // winners are told once the event is over
    results:
      status === 'finished'
        ? (c.results ?? []).map((r) => ({ place: r.place[language], team: r.team, project: r.project[language] }))
        : [],
  } satisfies AcademyEvent;
}

export function eventsRepository(db: Db, hackathonWindow: { opensAt: Date; closesAt: Date }) {
  return {
    async list(language: Language, now: Date): Promise<AcademyEvent[]> {
      const rows = await db.select().from(academyEvents).orderBy(asc(academyEvents.ranking), asc(academyEvents.slug));
      return rows.map((row) => toEvent(row, language, now, hackathonWindow));
    },
    async bySlug(slug: string, language: Language, now: Date): Promise<AcademyEvent | null> {
      const [row] = await db.select().from(academyEvents).where(eq(academyEvents.slug, slug)).limit(1);
      return row ? toEvent(row, language, now, hackathonWindow) : null;
    },
  };
}
