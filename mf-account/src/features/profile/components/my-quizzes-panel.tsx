import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState } from '@academy/ui';

const lists = ['completed-main', 'completed-pop', 'saved'] as const;
type QuizList = (typeof lists)[number];

/** Completed main quizzes, completed pop quizzes and saved quizzes; the list is in `?list=`. */
export function MyQuizzesPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const requested = searchParams.get('list');
  const list: QuizList = (lists as readonly string[]).includes(requested ?? '') ? (requested as QuizList) : 'completed-main';

  return (
    <Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' }, mb: 2 }}>
        <Tabs
          value={list}
          onChange={(_, value: QuizList) => setSearchParams({ list: value }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('profile.myQuizzes.listsLabel')}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {lists.map((value) => (
            <Tab key={value} value={value} label={t(`profile.myQuizzes.lists.${value}`)} />
          ))}
        </Tabs>
        <TextField
          id="my-quizzes-search"
          type="search"
          size="small"
          label={t('profile.myQuizzes.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', md: 280 } }}
        />
      </Box>
      <EmptyState
        title={t(`profile.myQuizzes.empty.${list}`)}
        description={t('profile.myQuizzes.emptyDescription')}
        action={
          <Button component={RouterLink} to={list === 'completed-pop' ? paths.popQuizzes(lang) : paths.quizzes(lang)} variant="outlined">
            {t(list === 'completed-pop' ? 'profile.myQuizzes.browsePop' : 'profile.myQuizzes.browse')}
          </Button>
        }
      />
    </Box>
  );
}
