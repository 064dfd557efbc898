import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type FeedbackRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Sends a content request or feedback (logged in). */
export async function createFeedback(body: FeedbackRequest) {
  return callEndpoint(endpoints.account.createFeedback, { body, silent: true });
}

export const createFeedbackMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'create-feedback'], mutationFn: createFeedback });

export function useCreateFeedbackMutation() {
  return useMutation(createFeedbackMutationOptions());
}
