/*
 * The app's code is evaluated in steps, each in a task of its own: evaluated at once (React, MUI
 * and Emotion, the query client, the theme, the platform with i18next, the router, the layout),
 * it blocked a phone's main thread for ~0.5 s before hydration could start. Each step loads what
 * the next one builds on, then yields to the browser (input, paint) before the next.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
await import('@mui/material/styles');
await nextTask();
await import('@tanstack/react-query');
await nextTask();
await import('@academy/ui');
await nextTask();
await import('@academy/platform');
await nextTask();
await import('react-router');
await nextTask();
await import('./app/main');

export {};
