import { useEffect, useRef, useState } from 'react';

/** Whole seconds from the server's `now` to `target` (both ISO strings from the API). */
export function secondsBetween(serverNow: string, target: string | null): number | null {
  if (!target) return null;
  return Math.max(0, Math.ceil((Date.parse(target) - Date.parse(serverNow)) / 1000));
}

/**
 * Counts down from the seconds the SERVER reported (never from the browser's own idea of the
 * deadline), ticking in an effect; calls `onZero` once when it reaches 0 so the page can ask the
 * server again. `serverNow` restarts it on every fresh answer: if the server still says 0 seconds
 * (its clock has not passed the deadline yet), it asks again a second later.
 * Render uses only the state (the server's value first), so it is SSR-safe.
 */
export function useServerCountdown(seconds: number | null, onZero?: () => void, serverNow?: string): number | null {
  const [left, setLeft] = useState(seconds);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return undefined;
    if (seconds === 0) {
      // Already 0 on arrival: ask again a second later (no tight loop near the deadline).
      const again = window.setTimeout(() => onZeroRef.current?.(), 1000);
      return () => window.clearTimeout(again);
    }
    const started = Date.now();
    let fired = false;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil(seconds - (Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        onZeroRef.current?.();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, serverNow]);
  return left;
}

/** 75 -> "01:15"; 3725 -> "1:02:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
