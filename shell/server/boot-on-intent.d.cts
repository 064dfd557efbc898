export declare const BOOT_ATTRIBUTE: 'data-boot-src';
export declare const SIGNED_IN_COOKIE: 'academy-signed-in';
export declare const INTENT_EVENTS: string[];
export declare function bootOnIntentScript(): string;
export declare function deferAppScript(html: string): string;
export declare function signedInCookieFor(signedIn: boolean): string;
export declare const SESSION_PENDING_ATTRIBUTE: 'data-session-pending';
export declare function signedInHintStyle(): string;
