import type { PaginationProps } from '@mui/material/Pagination';
import { useT } from './i18n';

type PaginationItem = Parameters<NonNullable<PaginationProps['getItemAriaLabel']>>[0];

/**
 * The accessible names MUI's Pagination would otherwise give in English whatever the language
 * ("pagination navigation", "Go to page 2"): spread on every `<Pagination {...labels} />`.
 * `label` names the navigation landmark when a page has more than one list ("Points history pages").
 */
export function usePaginationLabels(label?: string) {
  const { t } = useT('platform');
  return {
    'aria-label': label ?? t('pagination.label'),
    getItemAriaLabel: (type: PaginationItem, page: number | null, selected: boolean) =>
      type === 'page'
        ? t(selected ? 'pagination.current' : 'pagination.page', { page })
        : type === 'start-ellipsis' || type === 'end-ellipsis'
          ? t('pagination.ellipsis')
          : t(`pagination.${type}`),
  };
}
