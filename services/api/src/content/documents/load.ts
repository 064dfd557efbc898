import path from 'node:path';
import { legalKinds, type LegalKind } from '@academy/contracts';
import { subdirectories, type ContentSource, type Translations } from '../source-files.ts';

export interface GuideEntry {
  slug: string;
  order: number;
  translations: Translations;
}
export interface PageEntry {
  slug: string;
  translations: Translations;
}
export interface LegalEntry {
  kind: LegalKind;
  translations: Translations;
}

/** content/get-started/<order>-<slug>/: the guides, in their folder order. */
export function loadGuides(source: ContentSource): GuideEntry[] {
  return subdirectories(path.join(source.dir, 'get-started')).map((name) => ({
    slug: name.replace(/^\d+-/, ''),
    order: Number.parseInt(name, 10) || 0,
    translations: source.readBilingual(path.join(source.dir, 'get-started', name), ['title', 'summary']),
  }));
}

/** content/pages/<slug>/: free pages (about us, ...). */
export function loadPages(source: ContentSource): PageEntry[] {
  return subdirectories(path.join(source.dir, 'pages')).map((slug) => ({
    slug,
    translations: source.readBilingual(path.join(source.dir, 'pages', slug), ['title']),
  }));
}

/** content/legal/<kind>/: every legal document the site links to. */
export function loadLegal(source: ContentSource): LegalEntry[] {
  return legalKinds.map((kind) => ({
    kind,
    translations: source.readBilingual(path.join(source.dir, 'legal', kind), ['title', 'updatedAt']),
  }));
}
