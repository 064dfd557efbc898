// Where the header's theme form posts (server/theme-choice.mjs answers it): one source for the
// server and the page's form (src/app/layout/theme-toggle.tsx).
const THEME_CHOICE_PATH = '/_theme';

module.exports = { THEME_CHOICE_PATH };
