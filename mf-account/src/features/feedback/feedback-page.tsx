import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FEEDBACK_MESSAGE_MAX } from '@academy/contracts';
import { useRequireLogin, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { useValidationMessage } from '../../lib/use-validation-message';
import { feedbackSchema, feedbackTopics, type FeedbackValues } from './feedback-schema';

/** Content request and feedback form (POST /client/feedbacks comes in a later issue). */
export function FeedbackPage() {
  const { t } = useT('account');
  const message = useValidationMessage();
  const ensureLoggedIn = useRequireLogin();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FeedbackValues>({ resolver: zodResolver(feedbackSchema), defaultValues: { topic: '', message: '' } });
  const length = watch('message').length;

  const onSubmit = handleSubmit(() => ensureLoggedIn(() => setSubmitted(true)));

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
        {submitted && <NotAvailableNotice message={t('feedback.notAvailable')} />}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('feedback.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
