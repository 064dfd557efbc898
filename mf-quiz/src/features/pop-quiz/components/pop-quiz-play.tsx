import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PopQuizQuestion, PopQuizResult as Result } from '@academy/contracts';
import { LeaveRunningQuizDialog, toRequestError, useLeaveRunningQuizBlocker, useT } from '@academy/platform';
import { LoadingState, ThaiText } from '@academy/ui';
import { useCurrentUserId } from '../../../lib/api/current-user';
import { useHintAllowance } from '../api/get-hint-allowance';
import { useSubmitPopQuizAnswer } from '../api/submit-pop-quiz-answer';
import { useTakePopQuizHint } from '../api/take-pop-quiz-hint';
import { useServerCountdown } from '../hooks/use-server-countdown';
import { Countdown } from './countdown';
import { PopQuizResult } from './pop-quiz-result';

/**
 * A started try: the learner's question with the choices in their own order (answers are
 * positions in it), the server's countdown, the hint, then the result. Leaving while it runs asks
 * first (the clock keeps running; the chosen answer is lost).
 */
export function PopQuizPlay({
  question,
  onServerCheck,
  back,
}: {
  question: PopQuizQuestion;
  onServerCheck: () => void;
  back: ReactNode;
}) {
  const { t } = useT('quiz');
  const [selected, setSelected] = useState<number[]>([]);
  const [answered, setAnswered] = useState<Result | null>(null);
  const submit = useSubmitPopQuizAnswer();
  const hint = useTakePopQuizHint();
  const allowance = useHintAllowance(useCurrentUserId());
  const result = answered ?? question.result;
  const running = question.status === 'inprogress' && !result;
  const blocker = useLeaveRunningQuizBlocker(running);
  // The server's seconds left; at 0 the page asks the server, which records the time over.
  const seconds = useServerCountdown(running ? question.secondsLeft : null, onServerCheck, question.serverNow);
  const hintText = hint.data?.hint ?? question.hint;
  const remainingHint = hint.data?.remainingHint ?? allowance.data ?? null;
  const submitError = submit.error ? toRequestError(submit.error) : null;
  const hintError = hint.error ? toRequestError(hint.error) : null;

  const onSubmit = () => {
    submit.mutate(
      { popQuizId: question.popQuizId, questionId: question.questionId, selectedAnswers: selected },
      {
        onSuccess: setAnswered,
        onError: (error) => {
          // Time over (or answered elsewhere): the server's view of the try decides what to show.
          if (toRequestError(error).status === 409) onServerCheck();
        },
      },
    );
  };
  const toggle = (index: number) =>
    setSelected((now) => (now.includes(index) ? now.filter((i) => i !== index) : [...now, index].sort()));

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="pop-quiz-question" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography color="text.secondary">
              {question.topic.name} · {t('pop.reward', { points: question.rewardPoints })}
              {question.rewardKkub ? ` · ${t('pop.kkubReward', { amount: question.rewardKkub })}` : ''}
            </Typography>
            <Countdown label={t('popQuestion.timeLeft')} seconds={running ? seconds : 0} testId="pop-quiz-countdown" />
          </Stack>
          <Typography id="pop-quiz-question" variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' } }}>
            <ThaiText>{question.question}</ThaiText>
          </Typography>
          {question.practice && running && (
            <Alert severity="info" data-testid="pop-quiz-practice">
              {t('popQuestion.practice')}
            </Alert>
          )}
          {question.multiple && running && <Typography color="text.secondary">{t('popQuestion.pickAll')}</Typography>}
          {running ? (
            <>
              {question.multiple ? (
                <FormGroup aria-labelledby="pop-quiz-question">
                  {question.choices.map((choice, index) => (
                    <FormControlLabel
                      key={index}
                      control={<Checkbox checked={selected.includes(index)} onChange={() => toggle(index)} />}
                      label={<ThaiText>{choice}</ThaiText>}
                    />
                  ))}
                </FormGroup>
              ) : (
                <RadioGroup
                  aria-labelledby="pop-quiz-question"
                  value={selected[0] ?? ''}
                  onChange={(event) => setSelected([Number(event.target.value)])}
                >
                  {question.choices.map((choice, index) => (
                    <FormControlLabel
                      key={index}
                      value={index}
                      control={<Radio />}
                      label={<ThaiText>{choice}</ThaiText>}
                    />
                  ))}
                </RadioGroup>
              )}
              {submitError && <Alert severity="error">{submitError.message}</Alert>}
              <Box>
                <Button
                  variant="contained"
                  disabled={selected.length === 0 || submit.isPending || seconds === 0}
                  onClick={onSubmit}
                >
                  {t('popQuestion.submit')}
                </Button>
              </Box>
            </>
          ) : result ? (
            <PopQuizResult result={result} />
          ) : (
            <LoadingState label={t('popQuestion.checking')} />
          )}
          <Box>{back}</Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="pop-quiz-hint-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Typography id="pop-quiz-hint-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('popQuestion.hintTitle')}
          </Typography>
          {hintText ? (
            <Typography data-testid="pop-quiz-hint">{hintText}</Typography>
          ) : (
            <Typography color="text.secondary">{t('popQuestion.hintSubscribers')}</Typography>
          )}
          {remainingHint !== null && (
            <Typography color="text.secondary" data-testid="pop-quiz-hints-left">
              {t('popQuestion.hintsLeft', { count: remainingHint })}
            </Typography>
          )}
          {hintError && <Alert severity="warning">{hintError.message}</Alert>}
          {running && !hintText && (
            <Box>
              <Button
                variant="outlined"
                disabled={hint.isPending}
                onClick={() => hint.mutate({ popQuizId: question.popQuizId, questionId: question.questionId })}
              >
                {t('popQuestion.useHint')}
              </Button>
            </Box>
          )}
        </Stack>
      </Paper>
      <LeaveRunningQuizDialog blocker={blocker} popQuiz />
    </Box>
  );
}
