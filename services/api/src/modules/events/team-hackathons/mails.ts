import type { FastifyInstance } from 'fastify';
import type { HackathonTeam, Language } from '@academy/contracts';
import { paths } from '@academy/contracts';
import { hackathonConfirmationEmail } from './mail-templates.ts';
import { hackathonInvitationEmail } from './invitation-mail-template.ts';

export interface RegisteredTeam {
  team: HackathonTeam;
  submitterEmail: string;
  documentCount: number;
  /** The language the team registered in. */
  language: Language;
  invitationsExpireAt: Date;
}

/**
 * The mails of a new registration: the submitter's confirmation (their own text, they asked for
 * it) and one invitation per other member, in the academy's words only. An address that belongs
 * to a verified account gets its anti-phishing words and its language; any other gets neither
 * words nor anything else an account holder chose. A failed send is logged and does not undo the
 * registration: an invited member also finds the invitation by signing in.
 */
export async function sendHackathonMails(app: FastifyInstance, registered: RegisteredTeam): Promise<void> {
  const { team, documentCount, language, invitationsExpireAt } = registered;
  const submitterEmail = registered.submitterEmail.toLowerCase();
  const accounts = await app.repositories.hackathon.verifiedAccountsByEmail(team.members.map((m) => m.email));
  const site = app.config.PUBLIC_SITE_URL.replace(/\/$/, '');
  const submitter = team.members.find((member) => member.email === submitterEmail);
  const invited = team.members.filter((member) => member !== submitter);
  const messages = invited.map((member) => {
    const account = accounts.get(member.email);
    const mailLanguage = account?.language ?? language;
    return hackathonInvitationEmail({
      to: member.email,
      language: mailLanguage,
      phishingWords: account?.phishingWords ?? null,
      expiresAt: invitationsExpireAt,
      link: `${site}${paths.hackathonInvitations(mailLanguage)}`,
    });
  });
  if (submitter) {
    messages.unshift(
      hackathonConfirmationEmail({
        to: submitter.email,
        language,
        phishingWords: accounts.get(submitter.email)?.phishingWords ?? null,
        memberName: submitter.nickname || submitter.name,
        teamName: team.teamName,
        category: team.category,
        members: team.members,
        documentCount,
        invitedCount: invited.length,
        link: `${site}${paths.hackathon(language)}`,
      }),
    );
  }
  const results = await Promise.allSettled(messages.map((message) => app.mailer.send(message)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) app.log.warn({ code: 'HACKATHON_MAIL_FAILED', failed }, 'hackathon mail failed');
}
