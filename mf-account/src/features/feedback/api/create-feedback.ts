import { mutationOptions, useMutation } from '@tanstack/react-query';
import { feedbackSchema, type FeedbackRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/feedbacks (logged in). */
export async function createFeedback(body: FeedbackRequest) {
  const { data } = await http.post('/client/feedbacks', body, { silent: true });
  return feedbackSchema.parse(data);
}

export const createFeedbackMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'create-feedback'], mutationFn: createFeedback });

export function useCreateFeedbackMutation() {
  return useMutation(createFeedbackMutationOptions());
}
