// Where the header's theme form posts (server/theme-choice.ts answers it): one source for the
// server and the page's form (src/app/layout/theme-toggle.tsx).
export const THEME_CHOICE_PATH = '/_theme';
