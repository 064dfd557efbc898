import { z } from 'zod';
import { HACKATHON_DOCUMENT_MAX_BYTES, HACKATHON_TEAM_MAX, HACKATHON_TEAM_MIN } from './constants';
import { emailSchema, phoneNumberSchema } from './accounts';
import { languages } from './routes';

/**
 * Hackathon team registration (spec sections 3, 5, 7; business-rules.md "Events").
 *
 * `POST /team-hackathons` is multipart/form-data: the field `team` holds the JSON of
 * `hackathonTeamSchema`'s input, each member's resume is the file field `resume.<index>`
 * (0-based, matching `members`), and up to 5 supplemental documents are file fields named
 * `documents`. The site's form validates with the same schema (and the same file rules).
 *
 * A failed field answers 400 VALIDATION_FAILED with `details: [{ path, message }]`; `path` is
 * the field (`teamName`, `members.1.email`, `members.0.resume`, `documents.5`...) and
 * `message` one of `hackathonMessages` (or the shared account messages for email and phone),
 * which the site maps to its localized text.
 */

export const hackathonCategories = ['general', 'university-student'] as const;
export type HackathonCategory = (typeof hackathonCategories)[number];

export const hackathonStudyYears = ['1', '2', '3', '4', '5', '6'] as const;

/** Accepted document and resume types: checked from the file's content on the API. */
export const hackathonFileExtensions = ['.pdf', '.doc', '.docx', '.txt', '.jpeg', '.jpg', '.gif', '.png'] as const;
/** The file picker's `accept`. */
export const hackathonFileAccept = hackathonFileExtensions.join(',');

export const HACKATHON_TEXT_MAX = 100;
export const HACKATHON_TEAM_NAME_MAX = 80;
export const HACKATHON_URL_MAX = 2000;
export const HACKATHON_MIN_AGE = 12;
export const HACKATHON_MAX_AGE = 100;

export const hackathonMessages = {
  teamMissing: 'Please fill in the team details',
  teamNameRequired: 'Please enter the team name',
  teamNameTaken: 'This team name is already taken',
  categoryRequired: 'Please select the team category',
  membersMin: 'A team needs at least 1 member',
  membersMax: 'A team has at most 5 members',
  membersDuplicateEmail: 'Each member needs a different email',
  submitterNotMember: 'Your own email must be one of the members',
  required: 'This field is required',
  tooLong: 'This field is too long',
  invalidText: 'This field contains invalid characters',
  birthDateInvalid: 'Please enter a valid birth date',
  birthDateAge: 'Members must be between 12 and 100 years old',
  yearInvalid: 'Please select the year of study',
  bosUrlRequired: 'Please enter the BOS component URL',
  bosUrlInvalid: 'The BOS component URL must be an http or https link',
  bosUrlSingle: 'A team has exactly one BOS component URL',
  consentRequired: 'Please accept the terms and the use of your data',
  seminarRequired: 'Please agree to attend at least 80% of the seminars',
  resumeRequired: 'Please attach a resume for this member',
  resumeSingle: 'Attach one resume per member',
  documentsMax: 'Attach at most 5 supplemental documents',
  fileTooLarge: 'The file is too large. The allowed maximum size is 20 MB.',
  fileType: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png',
  fileEmpty: 'The file is empty',
  unknownField: 'Unknown field',
} as const;
export type HackathonMessageKey = keyof typeof hackathonMessages;

/** The key of a hackathon (or account) validation message, for the site's translations. */
export function hackathonMessageKey(message: string): HackathonMessageKey | undefined {
  return (Object.keys(hackathonMessages) as HackathonMessageKey[]).find((key) => hackathonMessages[key] === message);
}

/**
 * Whether the signed-in submitter (the account's email) is one of the team's members: only a
 * member may register a team (and so send its members the confirmation emails).
 */
export function isHackathonMember(members: readonly { email?: unknown }[], accountEmail: string): boolean {
  const own = accountEmail.trim().toLowerCase();
  return members.some((member) => typeof member.email === 'string' && member.email.trim().toLowerCase() === own);
}

const hasNul = (value: string) => value.includes('\u0000');

const requiredText = (max = HACKATHON_TEXT_MAX, requiredMessage: string = hackathonMessages.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, hackathonMessages.tooLong)
    .refine((value) => !hasNul(value), hackathonMessages.invalidText);

/** Present or not by category (checked on the team); '' counts as missing. */
const categoryText = () =>
  z
    .string({ error: hackathonMessages.required })
    .trim()
    .max(HACKATHON_TEXT_MAX, hackathonMessages.tooLong)
    .refine((value) => !hasNul(value), hackathonMessages.invalidText)
    .optional();

const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` (years 1-9999), or null. */
export function parseBirthDate(value: string): Date | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whole years between a birth date and `today` (UTC calendar days). */
export function ageOn(birthDate: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthDate.getUTCMonth() ||
    (today.getUTCMonth() === birthDate.getUTCMonth() && today.getUTCDate() < birthDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export const hackathonMemberSchema = z.object({
  name: requiredText(),
  surname: requiredText(),
  nickname: requiredText(),
  email: emailSchema,
  phone: z.string({ error: hackathonMessages.required }).max(40, hackathonMessages.tooLong).pipe(phoneNumberSchema),
  birthDate: z
    .string({ error: hackathonMessages.birthDateInvalid })
    .trim()
    .refine((value) => parseBirthDate(value) !== null, hackathonMessages.birthDateInvalid),
  university: categoryText(),
  faculty: categoryText(),
  year: categoryText(),
  club: categoryText(),
  occupation: categoryText(),
  company: categoryText(),
});
export type HackathonMemberInput = z.input<typeof hackathonMemberSchema>;

const studentFields = ['university', 'faculty', 'year', 'club'] as const;
const generalFields = ['occupation', 'company'] as const;

/** The fields a member of this category fills in (besides the common ones). */
export function hackathonCategoryFields(category: HackathonCategory): readonly (keyof HackathonMemberInput)[] {
  return category === 'university-student' ? studentFields : generalFields;
}

/**
 * The team's fields (everything but the files). `today` decides the age bounds: the API passes
 * its clock, the site the browser's date.
 */
export function createHackathonTeamSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      teamName: requiredText(HACKATHON_TEAM_NAME_MAX, hackathonMessages.teamNameRequired),
      category: z.enum(hackathonCategories, { error: hackathonMessages.categoryRequired }),
      members: z
        .array(hackathonMemberSchema, { error: hackathonMessages.membersMin })
        .min(HACKATHON_TEAM_MIN, hackathonMessages.membersMin)
        .max(HACKATHON_TEAM_MAX, hackathonMessages.membersMax),
      bosComponentUrl: z
        .string({
          error: (issue) =>
            issue.input === undefined ? hackathonMessages.bosUrlRequired : hackathonMessages.bosUrlSingle,
        })
        .trim()
        .min(1, hackathonMessages.bosUrlRequired)
        .max(HACKATHON_URL_MAX, hackathonMessages.tooLong)
        .refine(isHttpUrl, hackathonMessages.bosUrlInvalid),
      consent: z.literal(true, { error: hackathonMessages.consentRequired }),
      seminarAttendance: z.literal(true, { error: hackathonMessages.seminarRequired }),
    })
    .superRefine(
      (team, ctx) => {
        const now = today();
        const seen = new Set<string>();
        team.members.forEach((value, index) => {
          // Also runs when other fields failed (so every problem shows at once): check types.
          if (!value || typeof value !== 'object') return;
          const member = value as Partial<Record<keyof HackathonMemberInput, unknown>>;
          const issue = (field: keyof HackathonMemberInput, message: string) =>
            ctx.addIssue({ code: 'custom', path: ['members', index, field], message });
          for (const field of hackathonCategoryFields(team.category)) {
            const text = member[field];
            if (text === undefined || (typeof text === 'string' && !text.trim()))
              issue(field, hackathonMessages.required);
          }
          const year = member.year;
          if (team.category === 'university-student' && typeof year === 'string' && year.trim()) {
            if (!(hackathonStudyYears as readonly string[]).includes(year.trim()))
              issue('year', hackathonMessages.yearInvalid);
          }
          const birthDate = typeof member.birthDate === 'string' ? parseBirthDate(member.birthDate.trim()) : null;
          if (birthDate) {
            const age = ageOn(birthDate, now);
            if (age < HACKATHON_MIN_AGE || age > HACKATHON_MAX_AGE) issue('birthDate', hackathonMessages.birthDateAge);
          }
          const email = typeof member.email === 'string' ? member.email.trim().toLowerCase() : '';
          if (email && seen.has(email)) issue('email', hackathonMessages.membersDuplicateEmail);
          if (email) seen.add(email);
        });
      },
      {
        when: (payload) => {
          const value = payload.value as { category?: unknown; members?: unknown } | null;
          return (
            typeof value === 'object' &&
            value !== null &&
            (hackathonCategories as readonly unknown[]).includes(value.category) &&
            Array.isArray(value.members)
          );
        },
      },
    );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const hackathonTeamSchema = createHackathonTeamSchema();
export type HackathonTeamInput = z.input<typeof hackathonTeamSchema>;
export type HackathonTeam = z.output<typeof hackathonTeamSchema>;

/** The multipart field names of `POST /team-hackathons`. */
export const hackathonUploadFields = {
  team: 'team',
  documents: 'documents',
  resume: (memberIndex: number) => `resume.${memberIndex}`,
} as const;

/** What the site can check before sending a file (the API checks the content again). */
export function hackathonFileProblem(file: { name: string; size: number }): HackathonMessageKey | null {
  if (file.size === 0) return 'fileEmpty';
  if (file.size > HACKATHON_DOCUMENT_MAX_BYTES) return 'fileTooLarge';
  const lower = file.name.toLowerCase();
  if (!hackathonFileExtensions.some((ext) => lower.endsWith(ext))) return 'fileType';
  return null;
}

// ---------------------------------------------------------------- responses

export const hackathonFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

/** 201 of POST /team-hackathons: the registered team's summary. */
export const hackathonRegistrationSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  category: z.enum(hackathonCategories),
  language: z.enum(languages),
  bosComponentUrl: z.string(),
  members: z.array(
    z.object({
      name: z.string(),
      surname: z.string(),
      nickname: z.string(),
      email: z.string(),
      resume: hackathonFileSchema,
    }),
  ),
  documents: z.array(hackathonFileSchema),
  createdAt: z.string(),
});
export type HackathonRegistration = z.infer<typeof hackathonRegistrationSchema>;

/** GET /team-hackathons/registration-window */
export const hackathonWindowSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  open: z.boolean(),
});
export type HackathonWindow = z.infer<typeof hackathonWindowSchema>;
