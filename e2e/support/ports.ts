import { createRequire } from 'node:module';

/** The composition's ports (those e2e reads): packages/contracts/src/lib/ports.cjs, the one list of them. */
export const ports: { readonly shell: number } = createRequire(import.meta.url)(
  '../../packages/contracts/src/lib/ports.cjs',
);

/** e2e runs the composition on shifted ports so it can run beside `npm start`. */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);

export const STATE_FILE = `/tmp/academy-e2e-state-${E2E_PORT_OFFSET}.json`;
