import type { ErrorEntry } from './entry';

/** The hackathon: team registration, its files and the members' invitations. */
export const eventErrors = {
  HACKATHON_REGISTRATION_CLOSED: {
    status: 403,
    en: 'Hackathon registration is not open.',
    th: 'ขณะนี้ยังไม่เปิดลงทะเบียนแฮกกาธอน',
  },
  HACKATHON_TEAM_NAME_TAKEN: { status: 409, en: 'This team name is already taken.', th: 'ชื่อทีมนี้ถูกใช้แล้ว' },
  HACKATHON_FILE_TOO_LARGE: {
    status: 413,
    en: 'The file is too large: the maximum size is 20 MB. Please choose a smaller file and try again.',
    th: 'ไฟล์มีขนาดใหญ่เกินไป ขนาดสูงสุดคือ 20 MB กรุณาเลือกไฟล์ที่เล็กลงแล้วลองอีกครั้ง',
  },
  HACKATHON_SUBMITTER_NOT_MEMBER: {
    status: 400,
    en: "Your account's email address must be one of the members' addresses: you register as a member of the team.",
    th: 'อีเมลของบัญชีคุณต้องเป็นหนึ่งในอีเมลของสมาชิกทีม เพราะคุณลงทะเบียนในฐานะสมาชิกของทีม',
  },
  HACKATHON_STORAGE_FULL: {
    status: 507,
    en: "Registration cannot be accepted right now: the hackathon's file storage is full. Please contact us.",
    th: 'ขณะนี้ไม่สามารถรับลงทะเบียนได้ เนื่องจากพื้นที่จัดเก็บไฟล์ของแฮกกาธอนเต็มแล้ว กรุณาติดต่อเรา',
  },
  HACKATHON_EMAIL_NOT_VERIFIED: {
    status: 403,
    en: "Please verify your account's email address first: hackathon teams and invitations need a verified address.",
    th: 'กรุณายืนยันอีเมลของบัญชีก่อน ทีมและคำเชิญแฮกกาธอนต้องใช้อีเมลที่ยืนยันแล้ว',
  },
  HACKATHON_INVITATION_NOT_FOUND: {
    status: 404,
    en: 'There is no such invitation for your account. An invitation is for the account whose email address it was sent to.',
    th: 'ไม่พบคำเชิญนี้สำหรับบัญชีของคุณ คำเชิญเป็นของบัญชีที่ใช้อีเมลที่ได้รับคำเชิญเท่านั้น',
  },
  HACKATHON_INVITATION_ANSWERED: {
    status: 409,
    en: 'This invitation has already been answered.',
    th: 'คำเชิญนี้ได้รับการตอบแล้ว',
  },
  HACKATHON_INVITATION_EXPIRED: { status: 409, en: 'This invitation has expired.', th: 'คำเชิญนี้หมดอายุแล้ว' },
} as const satisfies Record<string, ErrorEntry>;
