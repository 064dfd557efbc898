import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type AcademyEvent, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The events' query keys: the same for everyone, per language (names and prizes are localized). */
export const eventKeys = {
  all: ['events', 'events'] as const,
  list: (lang: Language) => [...eventKeys.all, lang, 'list'] as const,
  one: (lang: Language, slug: AcademyEvent['slug']) => [...eventKeys.all, lang, slug] as const,
};

/** Every event with its dates, status (from the server's clock) and prizes. */
export async function getEvents(): Promise<AcademyEvent[]> {
  return callEndpoint(endpoints.events.events, { silent: true });
}

/** One event, with its winners once it is finished. */
export async function getEvent(slug: AcademyEvent['slug']): Promise<AcademyEvent> {
  return callEndpoint(endpoints.events.event, { params: { slug }, silent: true });
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
