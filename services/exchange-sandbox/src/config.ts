import ports from '@academy/contracts/ports';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };

/** Runtime configuration, read from env once at start (same names as scripts/composition.mjs). */
export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /**
   * A second registered client (another app of the same exchange). Its codes and tokens are
   * its own: the academy must refuse them (tests prove it).
   */
  otherClient: { id: string; secret: string; redirectUris: string[] };
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.PORT ?? ports.exchangeSandbox);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    clientId: env.CLIENT_ID ?? 'academy',
    clientSecret: env.CLIENT_SECRET ?? 'academy-sandbox-secret',
    redirectUris: (
      env.REDIRECT_URIS ??
      routeTable.languages.map((lang) => `http://localhost:${ports.shell}/${lang}/auth/callback`).join(',')
    )
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    otherClient: {
      id: env.OTHER_CLIENT_ID ?? 'other-app',
      secret: env.OTHER_CLIENT_SECRET ?? 'other-app-sandbox-secret',
      redirectUris: (env.OTHER_REDIRECT_URIS ?? 'http://localhost:3999/callback')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    },
    accessTokenLifetime: Number(env.ACCESS_TOKEN_LIFETIME ?? 3600),
    refreshTokenLifetime: Number(env.REFRESH_TOKEN_LIFETIME ?? 30 * 24 * 3600),
  };
}
