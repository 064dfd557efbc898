/** What every route module of the sandbox works with. */
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { SandboxConfig } from './config.js';
import type { SandboxState } from './state.js';

export interface SandboxDeps {
  config: SandboxConfig;
  state: SandboxState;
  oauth: OAuth2Server;
}
