import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hackathonCategoryFields } from '@academy/contracts';
import { useT } from '@academy/platform';
import type { TeamFiles, TeamFormValues } from '../form-values';
import { fileSizeText } from './file-picker';

export interface UploadProgress {
  /** 0-100 for the whole request. */
  overall: number;
  /** 0-100 per file, in the order they are sent (resumes, then documents). */
  perFile: number[];
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value || '-'}
    </Typography>
  );
}

function FileRow({ file, percent, uploading }: { file: File; percent: number; uploading: boolean }) {
  const { t } = useT('events');
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {file.name} ({fileSizeText(file.size)})
      </Typography>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('hackathon.review.fileProgress', { name: file.name })}
          data-testid="file-progress"
        />
      )}
    </Stack>
  );
}

/** The review step: everything entered, then Submit; while sending, per-file and overall progress bars. */
export function ReviewStep({
  values,
  files,
  uploading,
  progress,
  error,
  onBack,
  onSubmit,
}: {
  values: TeamFormValues;
  files: TeamFiles;
  uploading: boolean;
  progress: UploadProgress;
  error: string | undefined;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useT('events');
  const resumes = files.resumes.filter((file): file is File => file !== null);
  return (
    <Stack spacing={2.5} data-testid="hackathon-review">
      <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
        {t('hackathon.review.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={0.5}>
          <Row label={t('hackathon.form.teamName')} value={values.teamName} />
          <Row label={t('hackathon.form.category')} value={t(`hackathon.form.categories.${values.category}`)} />
          <Row label={t('hackathon.form.bosComponentUrl')} value={values.bosComponentUrl} />
        </Stack>
      </Paper>
      {values.members.map((member, index) => (
        <Paper key={index} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('hackathon.form.memberTitle', { n: index + 1 })}</Typography>
          <Stack spacing={0.5}>
            {(
              [
                'name',
                'surname',
                'nickname',
                'email',
                'phone',
                'birthDate',
                ...hackathonCategoryFields(values.category),
              ] as const
            ).map((field) => (
              <Row key={field} label={t(`hackathon.form.member.${field}`)} value={member[field]} />
            ))}
          </Stack>
          <Divider sx={{ my: 1 }} />
          {resumes[index] && (
            <FileRow file={resumes[index]} percent={progress.perFile[index] ?? 0} uploading={uploading} />
          )}
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          {t('hackathon.review.documents', { count: files.documents.length })}
        </Typography>
        <Stack spacing={1}>
          {files.documents.map((file, index) => (
            <FileRow
              key={index}
              file={file}
              percent={progress.perFile[resumes.length + index] ?? 0}
              uploading={uploading}
            />
          ))}
        </Stack>
      </Paper>
      {uploading && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">
            {t('hackathon.review.uploading', { percent: Math.round(progress.overall) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.overall}
            aria-label={t('hackathon.review.overallProgress')}
            data-testid="overall-progress"
          />
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={onBack} disabled={uploading}>
          {t('hackathon.review.back')}
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={uploading}>
          {t('hackathon.review.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
