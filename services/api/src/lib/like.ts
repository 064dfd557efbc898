/** `%text%` for LIKE / ILIKE: contains `text`, with `%`, `_` and `\` in it taken literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
