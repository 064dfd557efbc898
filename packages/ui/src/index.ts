export { createAcademyTheme, backgroundOfMode } from './lib/theme';
export { LoadingState, EmptyState, ErrorState } from './lib/states';
export { Page } from './lib/page';
