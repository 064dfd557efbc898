/**
 * What the page tells the service worker: who is signed in now (the worker then deletes every
 * other learner's saved pages; nobody: all of them), and which pages that learner saved.
 */
export type OfflineMessage =
  | { type: 'academy-offline:user'; userId: string | null }
  | { type: 'academy-offline:saved'; userId: string; paths: string[] };

const isUserId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,64}$/.test(value);
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The message, or null for anything else (the worker ignores it). */
export function parseOfflineMessage(data: unknown): OfflineMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'academy-offline:user' && (message.userId === null || isUserId(message.userId))) {
    return { type: message.type, userId: message.userId };
  }
  if (
    message.type === 'academy-offline:saved' &&
    isUserId(message.userId) &&
    Array.isArray(message.paths) &&
    message.paths.every(isSitePath)
  ) {
    return { type: message.type, userId: message.userId, paths: message.paths };
  }
  return null;
}
