import Chip from '@mui/material/Chip';
import { useT } from '@academy/platform';

export const quizLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type QuizLevel = (typeof quizLevels)[number];

const colorOfLevel = { beginner: 'success', intermediate: 'warning', advanced: 'error' } as const;

/** A quiz's level (the article's difficulty). */
export function QuizLevelChip({ level, variant = 'filled' }: { level: QuizLevel; variant?: 'filled' | 'outlined' }) {
  const { t } = useT('quiz');
  return <Chip size="small" variant={variant} color={colorOfLevel[level]} label={t(`levels.${level}`)} />;
}
