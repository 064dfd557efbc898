import type { ErrorEntry } from './entry';

/** Codes of any route: the request itself, the session, the server. */
export const generalErrors = {
  BAD_REQUEST: { status: 400, en: 'This request is not valid.', th: 'คำขอไม่ถูกต้อง' },
  VALIDATION_FAILED: {
    status: 400,
    en: 'Some fields are not valid. Please check them and try again.',
    th: 'ข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
  },
  UNAUTHORIZED: { status: 401, en: 'Please log in to continue.', th: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ' },
  FORBIDDEN: { status: 403, en: 'You do not have access to this.', th: 'คุณไม่มีสิทธิ์เข้าถึงส่วนนี้' },
  NOT_FOUND: { status: 404, en: 'We could not find what you were looking for.', th: 'ไม่พบสิ่งที่คุณกำลังค้นหา' },
  CONFLICT: {
    status: 409,
    en: 'This cannot be done in its current state. Please reload the page and try again.',
    th: 'ไม่สามารถทำรายการนี้ในสถานะปัจจุบันได้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many attempts. Please wait a moment and try again.',
    th: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The file is too large.', th: 'ไฟล์มีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, en: 'This file type is not supported.', th: 'ไม่รองรับไฟล์ประเภทนี้' },
  INTERNAL_ERROR: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    th: 'ระบบขัดข้อง กรุณาลองอีกครั้ง',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again.',
    th: 'บริการไม่พร้อมใช้งานชั่วคราว กรุณาลองอีกครั้ง',
  },
  // a state-changing request from another site, or without the session's X-XSRF-TOKEN
  CSRF_REJECTED: {
    status: 403,
    en: 'This request was refused for your safety. Please reload the page and try again.',
    th: 'คำขอนี้ถูกปฏิเสธเพื่อความปลอดภัยของคุณ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
} as const satisfies Record<string, ErrorEntry>;
