import { useCallback, type ReactNode } from 'react';
import { useT } from './i18n';
import { DocumentTitleTemplate } from '@academy/ui';

/** Gives every `<DocumentTitle>` / `Page` the translated "<page> - <site name>" template. */
export function SiteTitleTemplate({ children }: { children: ReactNode }) {
  const { t } = useT('platform');
  const template = useCallback((page: string) => t('site.title', { page }), [t]);
  return <DocumentTitleTemplate value={template}>{children}</DocumentTitleTemplate>;
}
