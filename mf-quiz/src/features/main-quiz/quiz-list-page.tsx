import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

const filters = ['all', 'exclusive', 'free'] as const;
type QuizFilter = (typeof filters)[number];

/** Main quiz list: access filter in `?filter=`, topic filter and name search (results come with the API). */
export function QuizListPage() {
  const { t } = useT('quiz');
  const [searchParams, setSearchParams] = useSearchParams();
  const [topic, setTopic] = useState('');
  const [name, setName] = useState('');
  const requested = searchParams.get('filter');
  const filter: QuizFilter = (filters as readonly string[]).includes(requested ?? '') ? (requested as QuizFilter) : 'all';

  return (
    <Page title={t('list.title')} lead={t('list.lead')} testId="quiz-list-page">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={filter}
          onChange={(_, value: QuizFilter) => setSearchParams(value === 'all' ? {} : { filter: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('list.filtersLabel')}
        >
          {filters.map((value) => (
            <Tab key={value} value={value} label={t(`list.filters.${value}`)} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, mb: 2 }}>
        <TextField
          id="quiz-topic"
          select
          size="small"
          label={t('list.topic')}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('list.allTopics')}</option>
        </TextField>
        <TextField
          id="quiz-search"
          type="search"
          size="small"
          label={t('list.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Box>
      <EmptyState title={t(`list.empty.${filter}`)} description={t('list.emptyDescription')} />
    </Page>
  );
}
