import { useMutation } from '@tanstack/react-query';
import { hackathonInvitationSchema, type HackathonInvitation } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';
import { hackathonKeys } from './query-keys';

export type InvitationAnswer = 'accept' | 'decline';

/** POST /team-hackathons/invitations/{id}/accept | decline (under the API's CSRF check, like every POST). */
export async function answerInvitation(input: { id: number; answer: InvitationAnswer }): Promise<HackathonInvitation> {
  const { data } = await http.post(`/team-hackathons/invitations/${input.id}/${input.answer}`, undefined, {
    silent: true,
  });
  return hackathonInvitationSchema.parse(data);
}

/** Either way the lists are read again: a refused answer (409) means the invitation changed meanwhile. */
export function useAnswerInvitation() {
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hackathonKeys.mine }),
  });
}
