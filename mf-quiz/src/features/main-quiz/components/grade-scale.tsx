import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuizGrading } from '@academy/contracts';
import { useT } from '@academy/platform';

/**
 * The grades an attempt of its size can reach, each with the right answers that give it, and
 * the pass mark in questions, as the API gives them (5 questions: A+, B, D, F; pass 4 of 5).
 */
export function GradeScale({ grading }: { grading: QuizGrading | undefined }) {
  const { t } = useT('quiz');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="grade-scale-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="grade-scale-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('result.gradeScale')}
      </Typography>
      {grading && (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="grade-scale">
            {grading.gradeScale.map(({ grade, minCorrect }, i) => {
              const most = i === 0 ? grading.passMark.of : grading.gradeScale[i - 1]!.minCorrect - 1;
              const total = grading.passMark.of;
              return (
                <li key={grade}>
                  <Typography>
                    {most === minCorrect
                      ? t('result.gradeExactly', { grade, correct: minCorrect, total })
                      : t('result.gradeRange', { grade, from: minCorrect, to: most, total })}
                  </Typography>
                </li>
              );
            })}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="pass-mark">
            {t('result.passMark', { correct: grading.passMark.minCorrect, total: grading.passMark.of })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
