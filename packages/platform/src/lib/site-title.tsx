import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitleTemplate } from '@academy/ui';

/** Gives every `<DocumentTitle>` / `Page` the translated "<page> - <site name>" template. */
export function SiteTitleTemplate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('platform');
  const template = useCallback((page: string) => t('site.title', { page }), [t]);
  return <DocumentTitleTemplate value={template}>{children}</DocumentTitleTemplate>;
}
