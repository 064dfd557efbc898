// The Thai faces of index.html (its template requires this module when webpack builds the page).
// Self-hosted Noto Sans Thai (fontsource, Thai subset only; Latin text never downloads it). Until
// it arrives, Thai falls back to an installed Noto Sans Thai (same metrics) or to Tahoma scaled to
// Noto's metrics (capsize: Thai average width 0.536 em vs 0.559 em, ascent 1.061, descent 0.45),
// so the swap moves nothing. The shell's server preloads the 400 and 700 faces on Thai pages.
const thai = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';

/** Hashed URLs of the four weights the theme uses (webpack's asset modules). */
const files = {
  400: require('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2'),
  500: require('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-500-normal.woff2'),
  600: require('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-600-normal.woff2'),
  700: require('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2'),
};
const installed = {
  400: "local('Noto Sans Thai'), local('NotoSansThai-Regular')",
  700: "local('Noto Sans Thai Bold'), local('NotoSansThai-Bold')",
};
const tahoma = { 400: "local('Tahoma')", 700: "local('Tahoma Bold'), local('Tahoma-Bold')" };
const tahomaMetrics = 'size-adjust:95.96%;ascent-override:110.57%;descent-override:46.9%;line-gap-override:0%';

const face = (family, weight, src, extra = '') =>
  `@font-face{font-family:'${family}';font-weight:${weight};src:${src};${extra}unicode-range:${thai}}`;

module.exports = [
  ...Object.entries(files).map(([weight, url]) =>
    face('Noto Sans Thai', weight, `url(${url}) format('woff2')`, 'font-style:normal;font-display:swap;'),
  ),
  ...Object.entries(installed).map(([weight, src]) => face('Noto Sans Thai Local', weight, src)),
  ...Object.entries(tahoma).map(([weight, src]) => face('Noto Sans Thai Fallback', weight, src, `${tahomaMetrics};`)),
].join('\n');
