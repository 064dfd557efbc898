import { paths, type Language } from '@academy/contracts';
import { runtimeConfig } from '@academy/platform';
import { browser } from '../browser';
import { codeChallengeS256, randomToken } from './pkce';

/** Why the user went to the exchange: to sign in, or (already signed in) to link it for KYC. */
export type SignOnIntent = 'login' | 'link';

export interface PendingSignOn {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  intent: SignOnIntent;
}

export const PENDING_SIGN_ON_KEY = 'academy-exchange-sign-on';

export const callbackUrl = (lang: Language) => `${window.location.origin}${paths.exchangeCallback(lang)}`;

/** Sends the browser to the exchange's authorize page; the state and PKCE verifier stay in this tab. */
export async function startExchangeSignOn(lang: Language, intent: SignOnIntent = 'login') {
  const { exchangeUrl, exchangeClientId } = runtimeConfig();
  const pending: PendingSignOn = {
    state: randomToken(24),
    codeVerifier: randomToken(48),
    redirectUri: callbackUrl(lang),
    intent,
  };
  sessionStorage.setItem(PENDING_SIGN_ON_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: exchangeClientId,
    redirect_uri: pending.redirectUri,
    response_type: 'code',
    state: pending.state,
    code_challenge: await codeChallengeS256(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  browser.assign(`${exchangeUrl}/oauth2/authorize?${query.toString()}`);
}

/** The pending sign-on of this tab, removed as it is read (a state is good once). */
export function takePendingSignOn(): PendingSignOn | null {
  const raw = sessionStorage.getItem(PENDING_SIGN_ON_KEY);
  sessionStorage.removeItem(PENDING_SIGN_ON_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignOn;
  } catch {
    return null;
  }
}
