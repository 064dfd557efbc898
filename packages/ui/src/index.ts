export { BREAKPOINTS, THEME_MODES, type ThemeMode } from './lib/tokens';
export {
  academyTheme,
  createAcademyTheme,
  backgroundOfMode,
  COLOR_SCHEME_ATTRIBUTE,
  THEME_CHOICES,
  type ColorScheme,
  type ThemeChoice,
  TOUCH_SCREEN,
  standaloneLink,
} from './lib/theme';
export { LoadingState, EmptyState, ErrorState } from './lib/states';
export { ListSkeleton } from './lib/skeletons';
export { Page } from './lib/page';
export { DocumentTitle, DocumentTitleSink, DocumentTitleTemplate } from './lib/document-title';
export { SearchField, SEARCH_MAX_LENGTH, type SearchFieldProps } from './lib/search-field';
export { renderWhenNear } from './lib/render-when-near';
export {
  ThaiText,
  thaiLineParts,
  KEEP_TOGETHER_CLASS,
  ThaiRunsCache,
  ThaiRunsProvider,
  browserThaiRuns,
  useThaiRuns,
  type ThaiPart,
  type ThaiRunsState,
} from './lib/thai-text';
