import { useMutation } from '@tanstack/react-query';
import {
  hackathonRegistrationSchema,
  hackathonUploadFields,
  type HackathonRegistration,
  type HackathonTeamInput,
} from '@academy/contracts';
import { http } from '@academy/platform';

export interface TeamUpload {
  team: HackathonTeamInput;
  /** One resume per member, in member order. */
  resumes: File[];
  documents: File[];
  /** Bytes of the request body sent so far and its total (axios `onUploadProgress`). */
  onProgress?: (loaded: number, total: number) => void;
}

/** The multipart body of POST /team-hackathons (field layout from @academy/contracts). */
export function teamFormData({ team, resumes, documents }: Omit<TeamUpload, 'onProgress'>): FormData {
  const form = new FormData();
  form.append(hackathonUploadFields.team, JSON.stringify(team));
  resumes.forEach((file, index) => form.append(hackathonUploadFields.resume(index), file, file.name));
  documents.forEach((file) => form.append(hackathonUploadFields.documents, file, file.name));
  return form;
}

/** POST /team-hackathons: registers the team with its files, reporting upload progress. */
export async function registerTeam({ onProgress, ...upload }: TeamUpload): Promise<HackathonRegistration> {
  const { data } = await http.post('/team-hackathons', teamFormData(upload), {
    silent: true,
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? 0),
  });
  return hackathonRegistrationSchema.parse(data);
}

export function useRegisterTeam() {
  return useMutation({ mutationFn: registerTeam });
}
