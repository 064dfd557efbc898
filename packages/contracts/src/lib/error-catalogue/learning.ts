import type { ErrorEntry } from './entry';

/** Articles, favourites, quizzes, pop quizzes, learning paths and certificates. */
export const learningErrors = {
  FAVORITE_NOT_AVAILABLE: { status: 404, en: 'This article is not available.', th: 'บทความนี้ไม่พร้อมให้อ่าน' },
  // reading progress: an exclusive article counts as read only for a learner who can read it all
  READING_SUBSCRIPTION_REQUIRED: {
    status: 403,
    en: 'This article is for subscribers: your reading is not saved without a subscription.',
    th: 'บทความนี้สำหรับสมาชิก ระบบจะไม่บันทึกการอ่านหากคุณยังไม่ได้สมัครสมาชิก',
  },
  QUIZ_SUBMIT_FAILED: {
    status: 409,
    en: 'Your answer could not be submitted.',
    th: 'ส่งคำตอบไม่สำเร็จ',
  },
  QUIZ_DATA_CHANGED: {
    status: 409,
    en: 'This quiz has changed since you started it. Please start it again.',
    th: 'แบบทดสอบนี้มีการเปลี่ยนแปลงหลังจากที่คุณเริ่มทำ กรุณาเริ่มทำใหม่อีกครั้ง',
  },
  POP_QUIZ_EXPIRED: { status: 409, en: 'This pop quiz has ended.', th: 'ป๊อปควิซนี้หมดเวลาแล้ว' },
  POP_QUIZ_OUT_OF_REWARD: {
    status: 409,
    en: 'This pop quiz has no rewards left.',
    th: 'รางวัลของป๊อปควิซนี้หมดแล้ว',
  },
  // never a refusal: the `messageCode` of a 200 outcome (a right answer after the last reward went)
  QUIZ_OUT_OF_REWARD: { status: 409, en: 'Sorry, the rewards have run out.', th: 'ขออภัย รางวัลหมดแล้ว' },
  QUIZ_TIME_OVER: { status: 409, en: 'Time is up.', th: 'หมดเวลาแล้ว' },
  QUIZ_SUBSCRIPTION_REQUIRED: {
    status: 403,
    en: 'This quiz is for subscribers. Please subscribe to a package first.',
    th: 'แบบทดสอบนี้สำหรับสมาชิก กรุณาสมัครสมาชิกแพ็กเกจก่อน',
  },
  QUIZ_ALLOWANCE_EXHAUSTED: {
    status: 409,
    en: 'You have no main quizzes left in your subscription.',
    th: 'สิทธิ์ทำแบบทดสอบหลักในแพ็กเกจของคุณหมดแล้ว',
  },
  QUIZ_HINT_SUBSCRIPTION_REQUIRED: { status: 403, en: 'Hints are for subscribers only.', th: 'คำใบ้สำหรับสมาชิกเท่านั้น' },
  QUIZ_NO_HINTS_LEFT: { status: 409, en: 'You have no hints left.', th: 'คุณไม่มีคำใบ้เหลือแล้ว' },
  QUIZ_NOT_STARTED: { status: 409, en: 'Please start the quiz first.', th: 'กรุณาเริ่มทำแบบทดสอบก่อน' },
  QUIZ_ATTEMPT_SAVED: {
    status: 409,
    en: 'This quiz is saved for later. Resume it to continue.',
    th: 'แบบทดสอบนี้ถูกบันทึกไว้ทำภายหลัง กรุณากลับมาทำต่อ',
  },
  QUIZ_ALREADY_FINISHED: {
    status: 409,
    en: 'This quiz attempt is already finished.',
    th: 'การทำแบบทดสอบครั้งนี้เสร็จสิ้นแล้ว',
  },
  QUIZ_QUESTION_NOT_FOUND: { status: 404, en: 'This question is not part of the quiz.', th: 'คำถามนี้ไม่อยู่ในแบบทดสอบ' },
  QUIZ_ANSWER_INVALID: {
    status: 400,
    en: 'These answers do not fit the question. Please choose again.',
    th: 'คำตอบไม่ตรงกับรูปแบบของคำถาม กรุณาเลือกใหม่',
  },
  QUIZ_INCOMPLETE: {
    status: 409,
    en: 'Please answer every question before finishing.',
    th: 'กรุณาตอบทุกข้อก่อนส่งแบบทดสอบ',
  },
  QUIZ_RETAKE_COOLDOWN: {
    status: 409,
    en: 'You can retake this quiz once its waiting time is over. The quiz page shows from when.',
    th: 'คุณทำแบบทดสอบนี้ใหม่ได้เมื่อพ้นระยะเวลารอแล้ว หน้าของแบบทดสอบจะแสดงเวลาที่เริ่มทำได้',
  },
  QUIZ_RESULT_NOT_FOUND: { status: 404, en: 'You have not finished this quiz yet.', th: 'คุณยังทำแบบทดสอบนี้ไม่เสร็จ' },
  CERTIFICATE_NOT_FOUND: { status: 404, en: 'Certificate not found.', th: 'ไม่พบใบประกาศ' },
  // a learning path's certificate before every step is read with its quiz passed
  PATH_NOT_COMPLETED: {
    status: 409,
    en: 'Finish every step of this path (read each article to its end and pass its quiz) to get its certificate.',
    th: 'ทำทุกขั้นของเส้นทางนี้ให้ครบ (อ่านแต่ละบทความจนจบและสอบผ่านแบบทดสอบ) เพื่อรับใบประกาศ',
  },
  POP_QUIZ_NOT_AVAILABLE: {
    status: 409,
    en: 'The next pop quiz is not available yet.',
    th: 'ป๊อปควิซถัดไปยังไม่เปิดให้เล่น',
  },
} as const satisfies Record<string, ErrorEntry>;
