import { z } from 'zod';
import { academyEventSchema, eventSlugs } from '../events';
import type { SchemasOf } from './endpoint';
import type { EventsShapes } from './events';

// The schemas of `eventsEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof EventsShapes> = SchemasOf<EventsShapes[Name]>;

export const events: Of<'events'> = { response: z.array(academyEventSchema) };
export const event: Of<'event'> = { params: z.object({ slug: z.enum(eventSlugs) }), response: academyEventSchema };
