/*
 * The app's code is evaluated in steps, each in a task of its own: evaluated at once (React, MUI
 * and Emotion, the query client, the theme, the platform with i18next, the router, the layout),
 * it blocked a phone's main thread for ~0.5 s before hydration could start. Each step loads what
 * the next one builds on, then yields to the browser (input, paint) before the next. One chunk
 * name for all steps: one request for the app's own code, not one per step.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import(/* webpackChunkName: "app" */ 'react-dom/client');
await nextTask();
await import(/* webpackChunkName: "app" */ '@mui/material/styles');
await nextTask();
await import(/* webpackChunkName: "app" */ '@tanstack/react-query');
await nextTask();
const { academyTheme } = await import(/* webpackChunkName: "app" */ '@academy/ui');
await nextTask();
academyTheme();
await nextTask();
await import(/* webpackChunkName: "app" */ '@academy/platform');
await nextTask();
await import(/* webpackChunkName: "app" */ 'react-router');
await nextTask();
await import(/* webpackChunkName: "app" */ './app/main');

export {};
