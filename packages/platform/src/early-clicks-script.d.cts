export declare const EARLY_CLICKS: '__academyEarlyClicks';
export declare function earlyClicksScript(): string;
