import type { ErrorEntry } from './entry';

/** Rewards, coupons, subscriptions and their payment with the exchange wallet. */
export const commerceErrors = {
  REDEEM_FAILED: { status: 422, en: 'The reward could not be redeemed.', th: 'แลกรางวัลไม่สำเร็จ' },
  REDEEM_INSUFFICIENT_POINTS: {
    status: 409,
    en: 'You do not have enough points for this reward.',
    th: 'คะแนนของคุณไม่พอสำหรับรางวัลนี้',
  },
  REDEEM_SUBSCRIPTION_REQUIRED: {
    status: 403,
    en: 'Please subscribe to a package first.',
    th: 'กรุณาสมัครสมาชิกแพ็กเกจก่อน',
  },
  REDEEM_LIMIT_EXCEEDED: {
    status: 409,
    en: 'You have redeemed this reward as many times as allowed.',
    th: 'คุณแลกรางวัลนี้ครบจำนวนครั้งที่กำหนดแล้ว',
  },
  REDEEM_OUT_OF_REWARDS: { status: 409, en: 'This reward has run out.', th: 'รางวัลนี้หมดแล้ว' },
  REDEEM_KYC_NEEDED: {
    status: 403,
    en: 'Please complete your identity verification (KYC) first.',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อน',
  },
  REDEEM_WALLET_NOT_LINKED: {
    status: 409,
    en: 'Link your exchange account in your profile to receive crypto rewards in its wallet.',
    th: 'กรุณาเชื่อมบัญชีกระดานเทรดในหน้าโปรไฟล์ก่อน เพื่อรับรางวัลคริปโตเข้ากระเป๋าเงินของบัญชีนั้น',
  },
  COUPON_INVALID: { status: 404, en: 'This coupon is invalid.', th: 'คูปองนี้ไม่ถูกต้อง' },
  SUBSCRIPTION_NOT_AVAILABLE: { status: 404, en: 'This package is not on offer any more.', th: 'แพ็กเกจนี้ไม่เปิดขายแล้ว' },
  PAYMENT_PIN_FORMAT: { status: 400, en: 'The PIN must be exactly 6 digits.', th: 'PIN ต้องเป็นตัวเลข 6 หลักเท่านั้น' },
  PAYMENT_PIN_INVALID: {
    status: 422,
    en: 'The PIN is incorrect. Please try again.',
    th: 'PIN ไม่ถูกต้อง กรุณาลองอีกครั้ง',
  },
  PAYMENT_PIN_LOCKED: {
    status: 423,
    en: 'Too many wrong PINs. Payment is locked for 15 minutes.',
    th: 'ใส่ PIN ผิดหลายครั้งเกินไป การชำระเงินถูกล็อก 15 นาที',
  },
  PAYMENT_INSUFFICIENT_FUNDS: {
    status: 402,
    en: 'Your wallet balance is too low for this package.',
    th: 'ยอดเงินในกระเป๋าเงินของคุณไม่พอสำหรับแพ็กเกจนี้',
  },
  PAYMENT_WALLET_NOT_LINKED: {
    status: 409,
    en: 'Link your exchange account in your profile to pay with your wallet.',
    th: 'กรุณาเชื่อมบัญชีกระดานเทรดในหน้าโปรไฟล์ก่อน เพื่อชำระเงินด้วยกระเป๋าเงินของคุณ',
  },
  PAYMENT_IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'This order is missing its reference. Please reload the page and try again.',
    th: 'คำสั่งซื้อนี้ไม่มีเลขอ้างอิง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
  PAYMENT_IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This order reference was used for another package. Please reload the page and try again.',
    th: 'เลขอ้างอิงคำสั่งซื้อนี้ถูกใช้กับแพ็กเกจอื่นแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
  // the payment provider could not be reached or its answer was lost: a retry with the same order key is safe
  PAYMENT_FAILED: {
    status: 503,
    en: 'The payment could not be completed. Please try again.',
    th: 'การชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  // the payment provider refused the charge (for a reason other than the PIN or the balance)
  PAYMENT_DECLINED: {
    status: 402,
    en: 'The payment was declined.',
    th: 'การชำระเงินถูกปฏิเสธ',
  },
  ORDER_EXPIRED: {
    status: 409,
    en: 'This order has expired. Please check the price and pay again.',
    th: 'คำสั่งซื้อนี้หมดอายุแล้ว กรุณาตรวจสอบราคาแล้วชำระเงินอีกครั้ง',
  },
  ORDER_PRICE_CHANGED: {
    status: 409,
    en: 'The price of this package has changed. Please check the new price and pay again.',
    th: 'ราคาของแพ็กเกจนี้เปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่แล้วชำระเงินอีกครั้ง',
  },
} as const satisfies Record<string, ErrorEntry>;
