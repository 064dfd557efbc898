import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { idempotencyKeySchema } from '@academy/contracts';

/** A fresh idempotency key for one order (sent again on every retry of that order). */
export function newOrderKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The order's key, kept in the URL (`?order=`) so a reload, a lost answer or a second tab pays
 * the same order once; made after hydration when the URL has none. `renew` starts a new order
 * (the old one expired or its price changed).
 */
export function useOrderKey(): [key: string | null, renew: () => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('order');
  const key = idempotencyKeySchema.safeParse(requested).success ? requested : null;
  const renew = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('order', newOrderKey());
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!key) renew();
  }, [key, renew]);
  return [key, renew];
}
