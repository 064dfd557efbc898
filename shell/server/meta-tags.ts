// A page's meta (meta.ts) as the head's tags: description, canonical and hreflang links, Open
// Graph (by `property`) and Twitter (by `name`) tags. React writes them and escapes every value.
import { createElement, Fragment } from 'react';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { brandOf, type Language, type PageMeta } from './meta.ts';

const ogLocale: Record<Language, string> = { en: 'en_US', th: 'th_TH' };

const og = (property: string, content: string | number | null) =>
  createElement('meta', { property: `og:${property}`, content: String(content) });
const named = (name: string, content: string | number | null) =>
  createElement('meta', { name, content: String(content) });

/** The share image's tags: a large card with one, a small one without. */
function imageTags({ image, imageAlt }: PageMeta) {
  if (!image) return [named('twitter:card', 'summary')];
  return [
    og('image', image),
    og('image:type', 'image/png'),
    og('image:width', 1200),
    og('image:height', 630),
    og('image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
  ];
}

/** The meta and link tags of a page's meta. */
export function MetaTags({ meta }: { meta: PageMeta }) {
  const otherLang = routeTable.languages.find((l) => l !== meta.lang) as Language;
  return createElement(
    Fragment,
    null,
    named('description', meta.description),
    createElement('link', { rel: 'canonical', href: meta.url }),
    ...Object.entries(meta.alternates).map(([lang, href]) =>
      createElement('link', { rel: 'alternate', hrefLang: lang, href }),
    ),
    og('site_name', brandOf(meta.lang)),
    og('title', meta.title),
    og('description', meta.description),
    og('type', meta.type),
    og('url', meta.url),
    og('locale', ogLocale[meta.lang]),
    og('locale:alternate', ogLocale[otherLang]),
    ...imageTags(meta),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  );
}
