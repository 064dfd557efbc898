import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useT } from '@academy/platform';
import { MemberOnly } from '@academy/platform/kit';
import { Page } from '@academy/ui';
import { useCurrentUserId } from '../../lib/api/current-user';
import { PopQuizHistoryList } from '../../lib/components/pop-quiz-history-list';
import { LearningProgressCard } from './components/learning-progress-card';
import { MainQuizHistory } from './components/main-quiz-history';

const tabs = ['main', 'pop'] as const;
type HistoryTab = (typeof tabs)[number];

/** Quiz history: the learning streak and points chart, then main quizzes or pop quizzes in every status (`?tab=`). */
export function QuizHistoryPage() {
  const { t } = useT('quiz');
  const userId = useCurrentUserId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: HistoryTab = requested === 'pop' ? 'pop' : 'main';

  return (
    <Page title={t('history.title')} lead={t('history.lead')} testId="quiz-history-page">
      <MemberOnly
        signedOut={{
          title: t('history.loginTitle'),
          description: t('history.loginDescription'),
          login: t('history.login'),
        }}
      >
        <Stack spacing={3}>
          <LearningProgressCard userId={userId} />
          <Tabs
            value={tab}
            onChange={(_, value: HistoryTab) =>
              setSearchParams(value === 'main' ? {} : { tab: value }, { replace: true })
            }
            variant="scrollable"
            // no arrows on a phone: the strip is swiped, and the selected tab scrolled into view
            aria-label={t('history.tabsLabel')}
          >
            {tabs.map((value) => (
              <Tab key={value} value={value} label={t(`history.tabs.${value}`)} id={`quiz-history-tab-${value}`} />
            ))}
          </Tabs>
          <div role="tabpanel" aria-labelledby={`quiz-history-tab-${tab}`}>
            {tab === 'main' ? <MainQuizHistory userId={userId} /> : <PopQuizHistoryList userId={userId} />}
          </div>
        </Stack>
      </MemberOnly>
    </Page>
  );
}
