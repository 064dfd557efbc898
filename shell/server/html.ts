// Escaping for what the server writes into HTML and XML (and back from React's escaped text).

/** JSON for an inline script: `<` escaped, so no value can close the script. */
export const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Text for an attribute value, an element's text or XML. */
export const escapeAttr = (value: unknown): string => String(value).replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text from React's escaped HTML text (a rendered `<title>`). */
export function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '',
  );
}
