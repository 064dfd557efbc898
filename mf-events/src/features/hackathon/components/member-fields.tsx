import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  hackathonCategoryFields,
  hackathonStudyYears,
  type HackathonCategory,
  type HackathonMemberInput,
} from '@academy/contracts';
import { useT } from '@academy/platform';
import { validationKey, type TeamFormValues } from '../form-values';
import { ChosenFile, FilePicker } from './file-picker';

const commonFields = ['name', 'surname', 'nickname', 'email', 'phone', 'birthDate'] as const;
const inputType: Partial<Record<keyof HackathonMemberInput, string>> = {
  email: 'email',
  phone: 'tel',
  birthDate: 'date',
};

/** One member's fields (the common ones and those of the team's category) and resume. */
export function MemberFields({
  index,
  category,
  register,
  errors,
  resume,
  resumeError,
  onResume,
  onRemove,
}: {
  index: number;
  category: HackathonCategory;
  register: UseFormRegister<TeamFormValues>;
  errors: FieldErrors<TeamFormValues>;
  resume: File | null;
  resumeError: string | undefined;
  onResume: (file: File) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useT('events');
  const memberErrors = errors.members?.[index];
  const fieldProps = (field: keyof HackathonMemberInput) => {
    const error = memberErrors?.[field];
    return {
      ...register(`members.${index}.${field}`),
      id: `member-${index}-${field}`,
      label: t(`hackathon.form.member.${field}`),
      error: Boolean(error),
      helperText: error ? t(validationKey(error.message)) : undefined,
      fullWidth: true,
      size: 'small' as const,
      slotProps: { inputLabel: { shrink: field === 'birthDate' ? true : undefined } },
    };
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`member-${index}`} component="fieldset">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {t('hackathon.form.memberTitle', { n: index + 1 })}
        </Typography>
        {onRemove && (
          <Button size="small" color="error" onClick={onRemove}>
            {t('hackathon.form.removeMember', { n: index + 1 })}
          </Button>
        )}
      </Stack>
      <Grid container spacing={1.5}>
        {commonFields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <TextField {...fieldProps(field)} type={inputType[field] ?? 'text'} />
          </Grid>
        ))}
        {hackathonCategoryFields(category).map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            {field === 'year' ? (
              <TextField
                {...fieldProps(field)}
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('hackathon.form.yearChoose')}</option>
                {hackathonStudyYears.map((year) => (
                  <option key={year} value={year}>
                    {t('hackathon.form.yearOption', { year })}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField {...fieldProps(field)} />
            )}
          </Grid>
        ))}
        <Grid size={12}>
          <FilePicker
            label={t('hackathon.form.resume')}
            chooseLabel={t(resume ? 'hackathon.form.replaceFile' : 'hackathon.form.chooseFile')}
            error={resume ? undefined : resumeError}
            onPick={(files) => files[0] && onResume(files[0])}
            testId={`resume-${index}`}
          />
          {resume && <ChosenFile file={resume} error={resumeError} />}
        </Grid>
      </Grid>
    </Paper>
  );
}
