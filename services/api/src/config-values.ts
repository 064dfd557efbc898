import net from 'node:net';
import { z } from 'zod';

// The environment's value types the settings in config.ts are made of.

export const limited = (range: { min: number; max: number }) => z.coerce.number().int().min(range.min).max(range.max);

export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** An IPv4/IPv6 address, optionally with a /prefix (CIDR). */
const isAddressOrCidr = (value: string): boolean => {
  const [address = '', prefix, extra] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): unset/`false`: none (the
 * socket's address is the client); a number N: the last N hops are our own proxies (the client
 * is the address N entries from the right); a comma list of addresses/CIDRs: only those proxies.
 * Never `true` (every hop trusted: a client picks its own IP and walks past per-IP limits).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 16) return hops;
    }
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'TRUST_PROXY=true would trust every proxy (X-Forwarded-For spoofing); give the hop count (e.g. 1) or the proxies addresses/CIDRs'
          : 'expected false, a hop count (1-16) or a comma list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** `true`/`1` or `false`/`0` (empty: unset). */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');
