import * as match from './route-match.mjs';
import routeTable from './route-table.json' with { type: 'json' };

/** The site's languages and the default: route-table.json holds them (Node scripts read it too). */
export type Language = 'en' | 'th';
export const languages = routeTable.languages as readonly Language[];
export const defaultLanguage = routeTable.defaultLanguage as Language;

/** The remotes: the route table's keys are the one list of them (mf-<name>, ports.cjs, compose). */
export type RemoteName = keyof typeof routeTable.remotes;
export const remoteNames = Object.keys(routeTable.remotes) as RemoteName[];

/** The first path segments (after `/:lang`) each remote owns. `''` is the home page. */
export const routePrefixes: Readonly<Record<RemoteName, readonly string[]>> = routeTable.remotes as Record<
  RemoteName,
  string[]
>;

export const isLanguage = match.isLanguage as (value: unknown) => value is Language;

/** Which remote serves a path. Accepts `/en/articles/x` or the part after the language. */
export const remoteForPath = match.remoteForPath as (pathname: string) => RemoteName | undefined;

/** Whether a remote's route path (relative to `/:lang`) sits under a prefix the remote owns. */
export function remoteOwnsRoutePath(remote: RemoteName, routePath: string | undefined): boolean {
  const first = (routePath ?? '').split('/').filter(Boolean)[0] ?? '';
  return routePrefixes[remote].includes(first);
}

/** Swap the language segment of a path, keeping the rest (and query/hash). */
export function switchLanguageInPath(pathWithSearch: string, lang: Language): string {
  const [pathname, rest = ''] = splitOnce(pathWithSearch, /[?#]/);
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments[0] = lang;
  else segments.unshift(lang);
  return `/${segments.join('/')}${rest}`;
}

function splitOnce(value: string, separator: RegExp): [string, string?] {
  const index = value.search(separator);
  return index < 0 ? [value] : [value.slice(0, index), value.slice(index)];
}

const at = (lang: Language, ...segments: (string | number)[]) =>
  `/${[lang, ...segments.map((s) => encodeURIComponent(String(s)))].join('/')}`;

/** Path builders: the only way one area links into another. */
export const paths = {
  home: (lang: Language) => at(lang),
  articles: (lang: Language) => at(lang, 'articles'),
  article: (lang: Language, slug: string) => at(lang, 'articles', slug),
  exclusiveArticles: (lang: Language) => at(lang, 'exclusive'),
  search: (lang: Language, query?: string) => at(lang, 'search') + (query ? `?q=${encodeURIComponent(query)}` : ''),
  glossary: (lang: Language) => at(lang, 'glossary'),
  glossaryTerm: (lang: Language, id: string | number) => at(lang, 'glossary', id),
  learningPaths: (lang: Language) => at(lang, 'paths'),
  learningPath: (lang: Language, slug: string) => at(lang, 'paths', slug),
  getStarted: (lang: Language) => at(lang, 'get-started'),
  aboutUs: (lang: Language) => at(lang, 'about-us'),
  legal: (lang: Language, kind: LegalKind) => at(lang, 'legal', kind),

  quizzes: (lang: Language) => at(lang, 'quizzes'),
  quiz: (lang: Language, slug: string) => at(lang, 'quizzes', slug),
  quizResult: (lang: Language, slug: string) => at(lang, 'quizzes', slug, 'result'),
  popQuizzes: (lang: Language) => at(lang, 'pop-quizzes'),
  popQuiz: (lang: Language, id: string | number) => at(lang, 'pop-quizzes', id),
  quizHistory: (lang: Language) => at(lang, 'quiz-history'),
  certificate: (lang: Language, id: string) => at(lang, 'certificates', id),
  /** The public verification page of a certificate (no login; the QR code points here). */
  certificateVerify: (lang: Language, publicId: string) => at(lang, 'certificates', 'verify', publicId),

  login: (lang: Language) => at(lang, 'login'),
  register: (lang: Language) => at(lang, 'register'),
  verifyEmail: (lang: Language) => at(lang, 'verify-email'),
  forgotPassword: (lang: Language) => at(lang, 'forgot-password'),
  resetPassword: (lang: Language) => at(lang, 'reset-password'),
  exchangeCallback: (lang: Language) => at(lang, 'auth', 'callback'),
  /** The page of the mailed one-time link that links an exchange sign-on to an existing account. */
  exchangeLinkConfirm: (lang: Language) => at(lang, 'auth', 'link-exchange'),
  profile: (lang: Language) => at(lang, 'profile'),
  profileTab: (lang: Language, tab: ProfileTab) => at(lang, 'profile', tab),
  feedback: (lang: Language) => at(lang, 'feedback'),

  subscriptions: (lang: Language) => at(lang, 'subscriptions'),
  checkout: (lang: Language, packageId: string | number) => at(lang, 'checkout', packageId),
  paymentSuccess: (lang: Language) => at(lang, 'payment-success'),
  redeem: (lang: Language) => at(lang, 'redeem'),
  redeemHistory: (lang: Language) => at(lang, 'redeem', 'history'),
  rewardTracking: (lang: Language) => at(lang, 'rewards', 'tracking'),
  coupons: (lang: Language) => at(lang, 'coupons'),

  events: (lang: Language) => at(lang, 'events'),
  hackathon: (lang: Language) => at(lang, 'hackathon'),
  /**
   * The signed-in member's hackathon invitations (the invitation mail links here: no token in it).
   * Its own section, not under `hackathon`: a member's page opened from an email starts its app at
   * once (not on intent, like the hackathon page that is read).
   */
  hackathonInvitations: (lang: Language) => at(lang, 'hackathon-invitations'),
  pitch2024: (lang: Language) => at(lang, 'pitch-2024'),
} as const;

export const legalKinds = ['terms-and-conditions', 'privacy-policy', 'subscription-terms', 'cookies-policy'] as const;
export type LegalKind = (typeof legalKinds)[number];

/** The API's footer `type` for each legal page. */
export const footerTypeOfLegalKind: Readonly<Record<LegalKind, FooterType>> = {
  'terms-and-conditions': 'Terms-Conditions',
  'privacy-policy': 'Privacy-Policy',
  'subscription-terms': 'Terms-Subscriptions',
  'cookies-policy': 'Cookies-Policy',
};
export type FooterType = 'Terms-Conditions' | 'Privacy-Policy' | 'Terms-Subscriptions' | 'Cookies-Policy';

export const profileTabs = ['details', 'my-quizzes', 'subscription', 'points', 'favourites', 'reading'] as const;
export type ProfileTab = (typeof profileTabs)[number];
