import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
// @ts-expect-error plain ESM scripts without types
import { chromiumFlags } from '../../scripts/lib/setup.mjs';

/** Debian's Chromium when present (no browser downloads on CI), else Playwright's own. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (!executablePath) return {};
  return {
    executablePath,
    args: chromiumFlags,
  };
}
