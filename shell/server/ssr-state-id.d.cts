export declare const SSR_STATE_ID: 'academy-ssr-state';
