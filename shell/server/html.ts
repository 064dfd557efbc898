// Escaping for what the server writes into HTML and XML.

/** JSON for an inline script: `<` escaped, so no value can close the script. */
export const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Text for an attribute value, an element's text or XML. */
export const escapeAttr = (value: unknown): string => String(value).replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
