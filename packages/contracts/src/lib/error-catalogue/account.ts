import type { ErrorEntry } from './entry';

/** Login, registration, passwords, the profile, the exchange sign-on and link, KYC. */
export const accountErrors = {
  LOGIN_INVALID_CREDENTIALS: { status: 401, en: 'Email or password is incorrect.', th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_EMAIL_NOT_VERIFIED: {
    status: 403,
    en: 'Your email address is not verified yet. Check your inbox for the link.',
    th: 'อีเมลของคุณยังไม่ได้รับการยืนยัน กรุณาตรวจสอบลิงก์ยืนยันในกล่องจดหมายของคุณ',
  },
  LOGIN_ACCOUNT_LOCKED: { status: 423, en: 'Your account has been temporarily locked.', th: 'บัญชีของคุณถูกล็อกชั่วคราว' },
  REGISTER_EMAIL_DUPLICATE: {
    status: 409,
    en: 'An account with this email address already exists.',
    th: 'อีเมลนี้ถูกใช้ลงทะเบียนแล้ว',
  },
  RESEND_FAILED: {
    status: 400,
    en: 'We could not send the email again. Please try again.',
    th: 'ไม่สามารถส่งอีเมลอีกครั้งได้ กรุณาลองอีกครั้ง',
  },
  RESET_EMAIL_NOT_FOUND: { status: 404, en: 'There is no account with this email address.', th: 'ไม่พบบัญชีที่ใช้อีเมลนี้' },
  RESET_TOO_MANY_TODAY: {
    status: 429,
    en: 'You can reset your password again tomorrow.',
    th: 'คุณสามารถรีเซ็ตรหัสผ่านได้อีกครั้งในวันพรุ่งนี้',
  },
  RESET_LINK_EXPIRED: {
    status: 400,
    en: 'This link has expired. Please ask for a new one.',
    th: 'ลิงก์นี้หมดอายุแล้ว กรุณาขอลิงก์ใหม่',
  },
  RESET_REQUEST_FAILED: {
    status: 424,
    en: 'Your request could not be completed. Please try again.',
    th: 'ไม่สามารถดำเนินการตามคำขอได้ กรุณาลองอีกครั้ง',
  },
  PASSWORD_OLD_INCORRECT: { status: 400, en: 'The old password is incorrect.', th: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    en: 'The new password must be different from the old one.',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  PROFILE_IMAGE_TOO_LARGE: {
    status: 413,
    en: 'The file is too large: the maximum size is 5 MB. Please choose a smaller file and try again.',
    th: 'ไฟล์มีขนาดใหญ่เกินไป ขนาดสูงสุดคือ 5 MB กรุณาเลือกไฟล์ที่เล็กลงแล้วลองอีกครั้ง',
  },
  PROFILE_NAME_REQUIRED: {
    status: 409,
    en: 'Please enter your name in your profile first.',
    th: 'กรุณากรอกชื่อในโปรไฟล์ก่อน',
  },
  PHISHING_WORDS_EMAIL_NOT_VERIFIED: {
    status: 409,
    en: 'Verify your email address before setting anti-phishing words.',
    th: 'กรุณายืนยันอีเมลของคุณก่อนตั้งรหัสป้องกันฟิชชิง',
  },
  EXCHANGE_ACCOUNT_EXISTS: {
    status: 409,
    en: 'An account with this email address already exists. Log in with its password, then link your exchange account from your profile.',
    th: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านของบัญชีนั้น แล้วเชื่อมบัญชีกระดานเทรดจากหน้าโปรไฟล์',
  },
  EXCHANGE_ALREADY_LINKED: {
    status: 409,
    en: 'This exchange account is linked to another academy account, or this account is linked to another exchange account.',
    th: 'บัญชีกระดานเทรดนี้เชื่อมกับบัญชี Academy อื่นแล้ว หรือบัญชีนี้เชื่อมกับบัญชีกระดานเทรดอื่นแล้ว',
  },
  EXCHANGE_LINK_CONFIRM_EMAIL_SENT: {
    status: 409,
    en: 'We sent a link to your email address. Open it in this browser to link your exchange account.',
    th: 'เราได้ส่งลิงก์ไปยังอีเมลของคุณแล้ว กรุณาเปิดลิงก์ในเบราว์เซอร์นี้เพื่อเชื่อมบัญชีกระดานเทรดของคุณ',
  },
  EXCHANGE_LINK_EXPIRED: { status: 400, en: 'This link has expired.', th: 'ลิงก์นี้หมดอายุแล้ว' },
  EXCHANGE_LINK_OTHER_BROWSER: {
    status: 403,
    en: 'Open this link in the browser where you signed in with the exchange.',
    th: 'กรุณาเปิดลิงก์นี้ในเบราว์เซอร์ที่คุณใช้เข้าสู่ระบบด้วยบัญชีกระดานเทรด',
  },
  // the weekly mail's one-click unsubscribe link: unknown, altered or not the API's
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    en: 'This unsubscribe link is not valid. Turn off “Agree to receive updates” in your profile instead.',
    th: 'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง กรุณาปิด “ยินยอมรับข่าวสาร” ในโปรไฟล์ของคุณแทน',
  },
  KYC_REQUIRED_QUIZ: {
    status: 403,
    en: 'Please complete your identity verification (KYC) before taking a quiz.',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อนทำแบบทดสอบ',
  },
  KYC_REQUIRED_REDEEM: {
    status: 403,
    en: 'Please complete your identity verification (KYC) before redeeming a reward.',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อนแลกรางวัล',
  },
} as const satisfies Record<string, ErrorEntry>;
