import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FEEDBACK_MESSAGE_MAX, feedbackRequestSchema, feedbackTopics, type FeedbackRequest } from '@academy/contracts';
import { useRequireLogin, useT, useValidationMessage } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { useErrorText } from '../../lib/request-error';
import { useCreateFeedbackMutation } from './api/create-feedback';

/** Content request and feedback form (POST /client/feedbacks; a visitor is asked to log in first). */
export function FeedbackPage() {
  const { t } = useT('account');
  const message = useValidationMessage();
  const ensureLoggedIn = useRequireLogin();
  const errorText = useErrorText();
  const create = useCreateFeedbackMutation();
  // No topic until one is picked (the placeholder option): the schema answers "Please choose a topic".
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<FeedbackRequest>({ resolver: zodResolver(feedbackRequestSchema), defaultValues: { message: '' } });
  const length = watch('message').length;

  const onSubmit = handleSubmit((values) => ensureLoggedIn(() => create.mutate(values, { onSuccess: () => reset() })));

  return (
    <Page title={t('feedback.title')} lead={t('feedback.lead')} testId="feedback-page">
      <FormCard onSubmit={onSubmit} label={t('feedback.title')}>
        <TextField
          {...register('topic')}
          id="feedback-topic"
          select
          label={t('feedback.topic')}
          error={!!errors.topic}
          helperText={message(errors.topic)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">{t('feedback.topicPlaceholder')}</option>
          {feedbackTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`feedback.topics.${topic}`)}
            </option>
          ))}
        </TextField>
        <TextField
          {...register('message')}
          id="feedback-message"
          label={t('feedback.message')}
          multiline
          minRows={5}
          error={!!errors.message}
          helperText={message(errors.message) ?? t('feedback.counter', { count: length, max: FEEDBACK_MESSAGE_MAX })}
          fullWidth
        />
        {create.isSuccess && (
          <Alert severity="success" role="status" data-testid="feedback-sent">
            {t('feedback.sent')}
          </Alert>
        )}
        {create.error && (
          <Alert severity="error" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={create.isPending}>
          {t('feedback.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
