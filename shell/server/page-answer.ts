import type { RuntimeConfig } from './runtime-config.ts';

/** A page's answer to the static host: its HTML (or redirect), and what its headers need. */
export interface PageAnswer {
  status: number;
  html: string;
  location?: string;
  scriptHashes?: string[];
  origins?: string[];
  remoteFailed?: boolean;
}

/** What every page of a request shares: the runtime config, the remotes, the CSP's hashes and origins. */
export interface PageSetup {
  config: RuntimeConfig;
  serverRemotes: Record<string, string | undefined>;
  scriptHashes: string[];
  origins: string[];
  cacheKeySuffix: string;
}
