import { useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HACKATHON_DOCUMENTS_MAX,
  hackathonFileProblem,
  hackathonMessages,
  isHackathonMember,
  type HackathonRegistration,
} from '@academy/contracts';
import { RequestError, queryClient, useSessionStore, useT } from '@academy/platform';
import { hackathonKeys } from '../api/query-keys';
import { useRegisterTeam } from '../api/register-team';
import { emptyTeam, teamForCategory, teamFormSchema, type TeamFiles, type TeamFormValues } from '../form-values';
import { RegistrationSuccess } from './registration-success';
import { ReviewStep, type UploadProgress } from './review-step';
import { TeamForm } from './team-form';

const isFilePath = (path: string) => path.startsWith('documents') || /^members\.\d+\.resume$/.test(path);

/** File problems the browser can see (the API checks the content again), keyed like the API's paths. */
export function checkFiles(files: TeamFiles, memberCount: number): Record<string, string> {
  const problems: Record<string, string> = {};
  for (let index = 0; index < memberCount; index += 1) {
    const file = files.resumes[index];
    const problem = file ? hackathonFileProblem(file) : 'resumeRequired';
    if (problem) problems[`members.${index}.resume`] = hackathonMessages[problem];
  }
  if (files.documents.length > HACKATHON_DOCUMENTS_MAX) problems.documents = hackathonMessages.documentsMax;
  files.documents.forEach((file, index) => {
    const problem = hackathonFileProblem(file);
    if (problem) problems[`documents.${index}`] = hackathonMessages[problem];
  });
  return problems;
}

/** Where each file starts in the request body (roughly: the team JSON first, then the files in order). */
function progressOf(loaded: number, total: number, teamBytes: number, sizes: number[]): UploadProgress {
  let start = teamBytes;
  const perFile = sizes.map((size) => {
    const percent = size === 0 ? 100 : Math.min(100, Math.max(0, ((loaded - start) / size) * 100));
    start += size;
    return percent;
  });
  return { overall: total > 0 ? Math.min(100, (loaded / total) * 100) : 0, perFile };
}

/**
 * The registration flow: form -> review (with upload progress) -> the team's summary. Shown to a
 * signed-in user only, who is one of the members: the first member starts as them.
 */
export function TeamRegistration() {
  const { t } = useT();
  const user = useSessionStore((s) => s.user);
  const submitterEmail = user?.email;
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema) as unknown as Resolver<TeamFormValues>,
    defaultValues: emptyTeam({
      email: user?.email,
      name: user?.name,
      surname: user?.surname ?? user?.lastName,
      phone: user?.phoneNumber ?? user?.tel,
    }),
  });
  const [files, setFiles] = useState<TeamFiles>({ resumes: [null], documents: [] });
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [progress, setProgress] = useState<UploadProgress>({ overall: 0, perFile: [] });
  const [registration, setRegistration] = useState<HackathonRegistration | null>(null);
  const mutation = useRegisterTeam();

  const changeFiles = (next: TeamFiles) => {
    setFiles(next);
    setFileErrors((current) =>
      Object.keys(current).length ? checkFiles(next, form.getValues('members').length) : current,
    );
  };

  const toReview = form.handleSubmit(
    (values) => {
      const problems = checkFiles(files, values.members.length);
      setFileErrors(problems);
      if (submitterEmail && !isHackathonMember(values.members, submitterEmail)) {
        form.setError('members.0.email', { message: hackathonMessages.submitterNotMember }, { shouldFocus: true });
        return;
      }
      if (Object.keys(problems).length === 0) {
        mutation.reset();
        setStep('review');
      }
    },
    () => setFileErrors(checkFiles(files, form.getValues('members').length)),
  );

  const submit = async () => {
    const values = form.getValues();
    const team = teamForCategory(values);
    const resumes = files.resumes.slice(0, values.members.length).filter((file): file is File => file !== null);
    const sizes = [...resumes, ...files.documents].map((file) => file.size);
    const teamBytes = new Blob([JSON.stringify(team)]).size;
    setProgress({ overall: 0, perFile: sizes.map(() => 0) });
    try {
      const result = await mutation.mutateAsync({
        team,
        resumes,
        documents: files.documents,
        onProgress: (loaded, total) => setProgress(progressOf(loaded, total, teamBytes, sizes)),
      });
      setRegistration(result);
      // The page's "Teams you are on" shows the new team, its invited members pending.
      void queryClient.invalidateQueries({ queryKey: hackathonKeys.mine });
    } catch (error) {
      if (!(error instanceof RequestError) || error.details.length === 0) return;
      // The API's per-field problems go back to their fields.
      const apiFileErrors: Record<string, string> = {};
      for (const detail of error.details) {
        if (isFilePath(detail.path)) apiFileErrors[detail.path] = detail.message;
        else form.setError(detail.path as FieldPath<TeamFormValues>, { message: detail.message });
      }
      setFileErrors(apiFileErrors);
      setStep('form');
    }
  };

  if (registration) return <RegistrationSuccess registration={registration} />;
  if (step === 'review') {
    const failure =
      mutation.error instanceof RequestError && mutation.error.details.length === 0 ? mutation.error : null;
    return (
      <ReviewStep
        values={form.getValues()}
        files={files}
        uploading={mutation.isPending}
        progress={progress}
        error={failure ? t(failure.messageKey) : undefined}
        onBack={() => setStep('form')}
        onSubmit={() => void submit()}
      />
    );
  }
  return (
    <TeamForm
      form={form}
      files={files}
      fileErrors={fileErrors}
      submitterEmail={submitterEmail}
      onFiles={changeFiles}
      onSubmit={toReview}
    />
  );
}
