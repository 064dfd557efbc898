import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizQuestion as Question } from '@academy/contracts';
import { useSessionStore, useT } from '@academy/platform';
import { ThaiText } from '@academy/ui';

export interface QuizQuestionProps {
  question: Question;
  /** 1-based position in the attempt. */
  current: number;
  total: number;
  answeredCount: number;
  /** This question was answered before (the last one then says "Finish" too). */
  answered: boolean;
  selected: number[];
  hint: string | undefined;
  remainingHints: number;
  practice: boolean;
  busy: boolean;
  /** The failure of the last request, shown above the buttons. */
  error: ReactNode;
  onToggle(choice: number): void;
  onHint(): void;
  onPrevious(): void;
  onSave(): void;
  onNext(): void;
}

/** One question of a running attempt: position and progress, its choices, the hint, and the buttons. */
export function QuizQuestion(props: QuizQuestionProps) {
  const { t } = useT('quiz');
  const user = useSessionStore((s) => s.user);
  const { question, current, total, answeredCount, selected, remainingHints, busy } = props;
  const last = answeredCount === total || (answeredCount === total - 1 && !props.answered);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quiz-question" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" data-testid="quiz-position">
              {t('play.position', { current, total })}
            </Typography>
            {props.practice && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('play.practiceChip')}
                data-testid="quiz-practice-chip"
              />
            )}
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(answeredCount / Math.max(1, total)) * 100}
            aria-label={t('play.progress', { answered: answeredCount, total })}
            sx={{ mt: 1 }}
          />
        </Box>
        <Typography id="quiz-question" variant="h2" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
          <ThaiText>{question.question}</ThaiText>
        </Typography>
        {question.selectCount > 1 && (
          <Typography variant="body2" color="text.secondary">
            {t('play.pickSeveral', { count: question.selectCount })}
          </Typography>
        )}
        {question.selectCount === 1 ? (
          <RadioGroup
            aria-labelledby="quiz-question"
            value={selected[0] ?? null}
            onChange={(event) => props.onToggle(Number(event.target.value))}
          >
            {question.choices.map((choice, i) => (
              <FormControlLabel
                key={i}
                value={i}
                control={<Radio />}
                label={<ThaiText>{choice}</ThaiText>}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup aria-labelledby="quiz-question">
            {question.choices.map((choice, i) => (
              <FormControlLabel
                key={i}
                control={<Checkbox checked={selected.includes(i)} onChange={() => props.onToggle(i)} />}
                label={<ThaiText>{choice}</ThaiText>}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </FormGroup>
        )}
        {props.hint ? (
          <Alert severity="info" data-testid="quiz-hint">
            {props.hint}
          </Alert>
        ) : (
          <Box>
            <Button variant="outlined" disabled={busy || remainingHints === 0} onClick={props.onHint}>
              {t('play.hint', { count: remainingHints })}
            </Button>
            {remainingHints === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {user?.subscription ? t('play.noHintsLeft') : t('play.hintSubscribers')}
              </Typography>
            )}
          </Box>
        )}
        {props.error}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1}>
            <Button disabled={busy || current === 1} onClick={props.onPrevious}>
              {t('play.previous')}
            </Button>
            <Button disabled={busy} onClick={props.onSave}>
              {t('play.save')}
            </Button>
          </Stack>
          <Button variant="contained" disabled={busy || selected.length === 0} onClick={props.onNext}>
            {last ? t('play.finish') : t('play.next')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
