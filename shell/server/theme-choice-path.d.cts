export declare const THEME_CHOICE_PATH: '/_theme';
