import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@academy/contracts';
import { users } from './users.ts';

/**
 * Hackathon team registrations (spec section 3 "Team hackathon registration", business-rules.md
 * "Events"). A team, its 1-5 members (each with a resume file) and 0-5 supplemental documents
 * are written in one transaction together with the move of their files into storage. Every
 * member but the submitter is invited and confirms their place (`hackathon_members.status`).
 */
export const hackathonTeams = pgTable(
  'hackathon_teams',
  {
    id: serial('id').primaryKey(),
    teamName: text('team_name').notNull(),
    category: text('category').notNull().$type<'general' | 'university-student'>(),
    bosComponentUrl: text('bos_component_url').notNull(),
    /** The language the team registered in: the confirmation emails use it. */
    language: text('language').notNull().$type<Language>(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    seminarAttendanceAgreedAt: timestamp('seminar_attendance_agreed_at', { withTimezone: true }).notNull(),
    /** The signed-in user who sent the registration (one of the members, by email). */
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes of the team's stored files (resumes and documents): what counts toward the storage quota. */
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
    /** When the operator deleted the team's files after the event (`hackathon:delete-files`); they count no more. */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Team names are unique whatever their case.
  (t) => [uniqueIndex('hackathon_teams_name_uq').on(sql`lower(${t.teamName})`)],
);

export const hackathonMembers = pgTable(
  'hackathon_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** YYYY-MM-DD */
    birthDate: text('birth_date').notNull(),
    university: text('university'),
    faculty: text('faculty'),
    year: text('year'),
    club: text('club'),
    occupation: text('occupation'),
    company: text('company'),
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeSize: bigint('resume_size', { mode: 'number' }).notNull(),
    /**
     * The member's place: `accepted` (the submitter's at registration, an invited member's once
     * they accept), `pending` (invited, not answered) or `declined`. A pending place past
     * `invitation_expires_at` is expired (computed when read, never written).
     */
    status: text('status').notNull().$type<'accepted' | 'pending' | 'declined'>(),
    /** The account that holds the place: the submitter's, or the invited account that accepted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Until when an invited member may answer; null for a place not given by invitation (the submitter's). */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hackathon_members_team_position_uq').on(t.teamId, t.position),
    index('hackathon_members_email_idx').on(t.email),
    index('hackathon_members_user_idx').on(t.userId),
    check('hackathon_members_status_check', sql`${t.status} in ('accepted', 'pending', 'declined')`),
  ],
);

export const hackathonDocuments = pgTable(
  'hackathon_documents',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => hackathonTeams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('hackathon_documents_team_position_uq').on(t.teamId, t.position)],
);
