import type { AcademyEvent, eventSlugs } from '../events';
import { endpoint } from './endpoint';

const schemas = () => import('./events.schemas');

/** What each events endpoint takes and answers (its schemas: events.schemas.ts). */
export interface EventsShapes {
  events: { response: AcademyEvent[] };
  event: { params: { slug: (typeof eventSlugs)[number] }; response: AcademyEvent };
}

/** The events domain (the hackathon's own endpoints follow). */
export const eventsEndpoints = {
  events: endpoint<EventsShapes['events']>({
    method: 'GET',
    path: '/client/events',
    errors: [],
    schemas: () => schemas().then((s) => s.events),
  }),
  event: endpoint<EventsShapes['event']>({
    method: 'GET',
    path: '/client/events/:slug',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.event),
  }),
};
