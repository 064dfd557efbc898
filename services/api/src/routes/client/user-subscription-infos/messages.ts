import type { ErrorCode, Language } from '@academy/contracts';

/**
 * The API's localized messages of the payment codes (the `lang` / Accept-Language of the
 * request picks th, else en). The same texts as packages/platform's i18n `errors.<CODE>`
 * (a test keeps them equal).
 */
export const paymentMessages = {
  en: {
    SUBSCRIPTION_NOT_AVAILABLE: 'This package is not on offer any more.',
    PAYMENT_PIN_FORMAT: 'The PIN must be exactly 6 digits.',
    PAYMENT_PIN_INVALID: 'The PIN is incorrect. Please try again.',
    PAYMENT_PIN_LOCKED: 'Too many wrong PINs. Payment is locked for 15 minutes.',
    PAYMENT_INSUFFICIENT_FUNDS: 'Your wallet balance is too low for this package.',
    PAYMENT_WALLET_NOT_LINKED: 'Link your exchange account in your profile to pay with your wallet.',
    PAYMENT_IDEMPOTENCY_KEY_REQUIRED: 'This order is missing its reference. Please reload the page and try again.',
    PAYMENT_IDEMPOTENCY_KEY_REUSED:
      'This order reference was used for another package. Please reload the page and try again.',
    PAYMENT_FAILED: 'Payment failed. Please try again.',
    ORDER_EXPIRED: 'This order has expired. Please check the price and pay again.',
    ORDER_PRICE_CHANGED: 'The price of this package has changed. Please check the new price and pay again.',
  },
  th: {
    SUBSCRIPTION_NOT_AVAILABLE: 'แพ็กเกจนี้ไม่เปิดขายแล้ว',
    PAYMENT_PIN_FORMAT: 'PIN ต้องเป็นตัวเลข 6 หลักเท่านั้น',
    PAYMENT_PIN_INVALID: 'PIN ไม่ถูกต้อง กรุณาลองอีกครั้ง',
    PAYMENT_PIN_LOCKED: 'ใส่ PIN ผิดหลายครั้งเกินไป การชำระเงินถูกล็อก 15 นาที',
    PAYMENT_INSUFFICIENT_FUNDS: 'ยอดเงินในกระเป๋าไม่พอสำหรับแพ็กเกจนี้',
    PAYMENT_WALLET_NOT_LINKED: 'กรุณาเชื่อมบัญชีเอ็กซ์เชนจ์ในหน้าโปรไฟล์ก่อน เพื่อชำระเงินด้วยกระเป๋าของคุณ',
    PAYMENT_IDEMPOTENCY_KEY_REQUIRED: 'คำสั่งซื้อนี้ไม่มีเลขอ้างอิง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    PAYMENT_IDEMPOTENCY_KEY_REUSED: 'เลขอ้างอิงคำสั่งซื้อนี้ถูกใช้กับแพ็กเกจอื่นแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    PAYMENT_FAILED: 'การชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง',
    ORDER_EXPIRED: 'คำสั่งซื้อนี้หมดอายุแล้ว กรุณาตรวจสอบราคาแล้วชำระเงินอีกครั้ง',
    ORDER_PRICE_CHANGED: 'ราคาของแพ็กเกจนี้เปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่แล้วชำระเงินอีกครั้ง',
  },
} satisfies Record<Language, Partial<Record<ErrorCode, string>>>;

export type PaymentCode = keyof (typeof paymentMessages)['en'];
