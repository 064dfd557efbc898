export declare function isLanguage(value: unknown): boolean;
export declare function languageOfPath(pathname: string): string;
export declare function segmentsAfterLanguage(pathname: string): string[];
export declare function sectionOf(pathname: string): string;
export declare function remoteForPath(pathname: string): string | undefined;
export declare function isKnownPath(pathname: string): boolean;
export declare function decodeURIComponentSafe(value: string): string;
