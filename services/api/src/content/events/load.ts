import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventContentSchema, eventSlugs, type EventContent } from '@academy/contracts';
import type { ContentSource } from '../source-files.ts';

export interface EventEntry {
  slug: (typeof eventSlugs)[number];
  content: EventContent;
}

/** content/events/<slug>.yaml: one event each, its file name the page that tells it (`eventSlugs`). */
export function loadEvents(source: ContentSource): EventEntry[] {
  const dir = path.join(source.dir, 'events');
  if (!existsSync(dir)) return [];
  const entries: EventEntry[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const where = path.join(dir, file);
    const slug = file.replace(/\.yaml$/, '');
    if (!(eventSlugs as readonly string[]).includes(slug)) {
      source.fail(where, `the file name must be an event page: ${eventSlugs.join(', ')}`);
      continue;
    }
    const parsed = eventContentSchema.safeParse(source.yamlFile(where));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        source.fail(where, `${issue.path.join('.') || '(file)'}: ${issue.message}`);
      continue;
    }
    const { startsOn, endsOn, registration } = parsed.data;
    if (endsOn < startsOn) source.fail(where, 'endsOn is before startsOn');
    if (registration && registration.closesOn < registration.opensOn)
      source.fail(where, 'registration closes before it opens');
    entries.push({ slug: slug as EventEntry['slug'], content: parsed.data });
  }
  return entries;
}
