/** A fresh idempotency key for one order (sent again on every retry of that order). */
export function newOrderKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
