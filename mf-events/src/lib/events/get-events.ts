import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { academyEventSchema, type AcademyEvent, type Language } from '@academy/contracts';
import { http } from '@academy/platform';

/** The events' query keys: the same for everyone, per language (names and prizes are localized). */
export const eventKeys = {
  all: ['events', 'events'] as const,
  list: (lang: Language) => [...eventKeys.all, lang, 'list'] as const,
  one: (lang: Language, slug: AcademyEvent['slug']) => [...eventKeys.all, lang, slug] as const,
};

/** GET /client/events: every event with its dates, status (from the server's clock) and prizes. */
export async function getEvents(): Promise<AcademyEvent[]> {
  const { data } = await http.get('/client/events', { silent: true });
  return z.array(academyEventSchema).parse(data);
}

/** GET /client/events/{slug}: one event, with its winners once it is finished. */
export async function getEvent(slug: AcademyEvent['slug']): Promise<AcademyEvent> {
  const { data } = await http.get(`/client/events/${slug}`, { silent: true });
  return academyEventSchema.parse(data);
}

export const eventsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: eventKeys.list(lang), queryFn: getEvents });
export const eventQueryOptions = (lang: Language, slug: AcademyEvent['slug']) =>
  queryOptions({ queryKey: eventKeys.one(lang, slug), queryFn: () => getEvent(slug) });

export function useEvents(lang: Language) {
  return useQuery(eventsQueryOptions(lang));
}
export function useEvent(lang: Language, slug: AcademyEvent['slug']) {
  return useQuery(eventQueryOptions(lang, slug));
}
