/** Presentation tokens of the design (spec: breakpoints sm 640, md 768, lg 1024, xl 1280, 2xl 1536). */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
