import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POP_QUIZ_COOLDOWN_MINUTES } from '@academy/contracts';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

const cardStatuses = [
  ['active', 'success'],
  ['expired', 'default'],
  ['outOfReward', 'warning'],
] as const;

/** Pop quiz cards (active / expired / out of reward) and the cool-down between two pop quizzes. */
export function PopQuizListPage() {
  const { t } = useT('quiz');
  return (
    <Page title={t('pop.title')} lead={t('pop.lead')} testId="pop-quiz-list-page">
      <Stack spacing={2}>
        <Typography data-testid="pop-quiz-cooldown">{t('pop.cooldown', { count: POP_QUIZ_COOLDOWN_MINUTES })}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography color="text.secondary">{t('pop.statusLegend')}</Typography>
          {cardStatuses.map(([status, color]) => (
            <Chip key={status} size="small" color={color} label={t(`pop.status.${status}`)} />
          ))}
        </Stack>
        <EmptyState title={t('pop.emptyTitle')} description={t('pop.emptyDescription')} />
      </Stack>
    </Page>
  );
}
