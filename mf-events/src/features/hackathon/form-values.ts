import {
  hackathonMessageKey,
  hackathonTeamSchema,
  type HackathonCategory,
  type HackathonMemberInput,
  type HackathonTeamInput,
  validationMessages,
  validationText,
} from '@academy/contracts';

/** The form's values: the contract's team fields, with the two agreements still unticked at first. */
export type TeamFormValues = Omit<HackathonTeamInput, 'consent' | 'seminarAttendance' | 'category'> & {
  category: HackathonCategory;
  consent: boolean;
  seminarAttendance: boolean;
};

/** The schema the form validates with: the API's own, from @academy/contracts. */
export const teamFormSchema = hackathonTeamSchema;

export const emptyMember = (): HackathonMemberInput => ({
  name: '',
  surname: '',
  nickname: '',
  email: '',
  phone: '',
  birthDate: '',
  university: '',
  faculty: '',
  year: '',
  club: '',
  occupation: '',
  company: '',
});

/** What the session knows of the signed-in user, who registers as a member of the team. */
export interface Submitter {
  email?: string;
  name?: string;
  surname?: string;
  phone?: string;
}

/** An empty team whose first member is the submitter, with what the session knows of them. */
export const emptyTeam = (submitter: Submitter = {}): TeamFormValues => ({
  teamName: '',
  category: 'university-student',
  members: [
    {
      ...emptyMember(),
      ...Object.fromEntries(Object.entries(submitter).filter(([, value]) => typeof value === 'string' && value)),
    },
  ],
  bosComponentUrl: '',
  consent: false,
  seminarAttendance: false,
});

/** Files chosen so far, and their problems keyed like the API's detail paths. */
export interface TeamFiles {
  resumes: (File | null)[];
  documents: File[];
}

const accountKeys: Record<string, string> = {
  [validationMessages.emailRequired]: 'emailRequired',
  [validationMessages.emailInvalid]: 'emailInvalid',
  [validationMessages.phoneInvalid]: 'phoneInvalid',
};

/**
 * The translation key (namespace `events`) of a validation message, whether it came from the
 * contract schema in the browser (a `validation.*` key for email and phone) or from the API's
 * `details` (its English text).
 */
export function validationKey(message: string | undefined): string {
  const text = message ? validationText(message) : undefined;
  const hackathon = text ? hackathonMessageKey(text) : undefined;
  if (hackathon) return `hackathon.form.errors.${hackathon}`;
  const account = text ? accountKeys[text] : undefined;
  return `hackathon.form.errors.${account ?? 'invalid'}`;
}

/** Only the fields the API keeps for the category (the others are cleared before sending). */
export function teamForCategory(values: TeamFormValues): HackathonTeamInput {
  const student = values.category === 'university-student';
  return {
    ...values,
    consent: values.consent as true,
    seminarAttendance: values.seminarAttendance as true,
    members: values.members.map(({ university, faculty, year, club, occupation, company, ...common }) =>
      student ? { ...common, university, faculty, year, club } : { ...common, occupation, company },
    ),
  };
}
