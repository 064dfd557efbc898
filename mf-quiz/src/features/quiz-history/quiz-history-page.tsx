import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

// The columns of a quiz history record (spec section 3).
const columns = ['completedDate', 'questionTitle', 'duration', 'rewardPoint', 'amount', 'result'] as const;

export function QuizHistoryPage() {
  const { t } = useT('quiz');
  return (
    <Page title={t('history.title')} lead={t('history.lead')} testId="quiz-history-page">
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('history.title')} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} scope="col">
                  {t(`history.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ borderBottom: 0, p: 0 }}>
                <EmptyState title={t('history.emptyTitle')} description={t('history.emptyDescription')} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Page>
  );
}
