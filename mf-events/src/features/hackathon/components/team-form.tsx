import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HACKATHON_DOCUMENTS_MAX,
  HACKATHON_SEMINAR_ATTENDANCE_PERCENT,
  HACKATHON_TEAM_MAX,
  HACKATHON_TEAM_MIN,
  hackathonCategories,
} from '@academy/contracts';
import { useT } from '@academy/platform';
import { emptyMember, validationKey, type TeamFiles, type TeamFormValues } from '../form-values';
import { ChosenFile, FilePicker } from './file-picker';
import { MemberFields } from './member-fields';

/** The form step: team, members (1-5) with resumes, documents, the BOS URL and the two agreements. */
export function TeamForm({
  form,
  files,
  fileErrors,
  submitterEmail,
  onFiles,
  onSubmit,
}: {
  form: UseFormReturn<TeamFormValues>;
  files: TeamFiles;
  /** Problems keyed like the API's detail paths (`members.0.resume`, `documents.2`, `documents`). */
  fileErrors: Record<string, string>;
  /** The signed-in user's email, which must be one of the members'. */
  submitterEmail: string | undefined;
  onFiles: (files: TeamFiles) => void;
  onSubmit: () => void;
}) {
  const { t } = useT('events');
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const members = useFieldArray({ control, name: 'members' });
  const category = watch('category');
  const text = (message: string | undefined) => (message ? t(validationKey(message)) : undefined);
  const fileError = (path: string) => (fileErrors[path] ? t(validationKey(fileErrors[path])) : undefined);

  const addMember = () => {
    members.append(emptyMember(), { shouldFocus: false });
    onFiles({ ...files, resumes: [...files.resumes, null] });
  };
  const removeMember = (index: number) => {
    members.remove(index);
    onFiles({ ...files, resumes: files.resumes.filter((_, i) => i !== index) });
  };
  const membersError = errors.members?.message ?? errors.members?.root?.message;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={3}
      aria-label={t('hackathon.form.title')}
      data-testid="hackathon-form"
    >
      <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
        {t('hackathon.form.title')}
      </Typography>
      <TextField
        {...register('teamName')}
        id="team-name"
        label={t('hackathon.form.teamName')}
        error={Boolean(errors.teamName)}
        helperText={text(errors.teamName?.message)}
        fullWidth
      />
      <FormControl error={Boolean(errors.category)}>
        <FormLabel id="team-category-label">{t('hackathon.form.category')}</FormLabel>
        <Controller
          name="category"
          control={control}
          render={({ field }) => (
            <RadioGroup {...field} row aria-labelledby="team-category-label">
              {hackathonCategories.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`hackathon.form.categories.${value}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
        {errors.category && <FormHelperText>{text(errors.category.message)}</FormHelperText>}
      </FormControl>

      <Stack spacing={2}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('hackathon.form.members', {
            count: members.fields.length,
            min: HACKATHON_TEAM_MIN,
            max: HACKATHON_TEAM_MAX,
          })}
        </Typography>
        {submitterEmail && (
          <Typography color="text.secondary" data-testid="submitter-hint">
            {t('hackathon.form.submitterHint', { email: submitterEmail })}
          </Typography>
        )}
        {members.fields.map((field, index) => (
          <MemberFields
            key={field.id}
            index={index}
            category={category}
            register={register}
            errors={errors}
            resume={files.resumes[index] ?? null}
            resumeError={fileError(`members.${index}.resume`)}
            onResume={(file) => onFiles({ ...files, resumes: files.resumes.map((r, i) => (i === index ? file : r)) })}
            onRemove={members.fields.length > HACKATHON_TEAM_MIN ? () => removeMember(index) : undefined}
          />
        ))}
        {membersError && <FormHelperText error>{text(membersError)}</FormHelperText>}
        <Button
          variant="outlined"
          onClick={addMember}
          disabled={members.fields.length >= HACKATHON_TEAM_MAX}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('hackathon.form.addMember')}
        </Button>
      </Stack>

      <Stack spacing={1}>
        <FilePicker
          label={t('hackathon.form.documents', { max: HACKATHON_DOCUMENTS_MAX })}
          chooseLabel={t('hackathon.form.addDocuments')}
          multiple
          disabled={files.documents.length >= HACKATHON_DOCUMENTS_MAX}
          error={fileError('documents')}
          onPick={(picked) => onFiles({ ...files, documents: [...files.documents, ...picked] })}
          testId="documents"
        />
        {files.documents.map((file, index) => (
          <ChosenFile
            key={`${file.name}-${index}`}
            file={file}
            error={fileError(`documents.${index}`)}
            onRemove={() => onFiles({ ...files, documents: files.documents.filter((_, i) => i !== index) })}
          />
        ))}
      </Stack>

      <TextField
        {...register('bosComponentUrl')}
        id="bos-component-url"
        label={t('hackathon.form.bosComponentUrl')}
        type="url"
        error={Boolean(errors.bosComponentUrl)}
        helperText={text(errors.bosComponentUrl?.message) ?? t('hackathon.form.bosHint')}
        fullWidth
      />

      {(['seminarAttendance', 'consent'] as const).map((name) => (
        <FormControl key={name} error={Boolean(errors[name])}>
          <Controller
            name={name}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label={t(`hackathon.form.${name}`, { percent: HACKATHON_SEMINAR_ATTENDANCE_PERCENT })}
              />
            )}
          />
          {errors[name] && <FormHelperText>{text(errors[name]?.message)}</FormHelperText>}
        </FormControl>
      ))}

      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {t('hackathon.form.review')}
      </Button>
    </Stack>
  );
}
