import { runInSlices } from './app/boot/yield-to-browser';

/*
 * The app's code is evaluated in steps, each in a task of its own: evaluated at once (React, MUI
 * and Emotion, the query client, the theme, the platform with i18next, the router, the layout),
 * it blocked a phone's main thread for ~0.5 s before hydration could start. Each step loads what
 * the next one builds on, then yields to the browser (input, paint) before the next. One chunk
 * name for all steps: one request for the app's own code, not one per step.
 */
await runInSlices([
  () => import(/* webpackChunkName: "app" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app" */ '@mui/material/styles'),
  () => import(/* webpackChunkName: "app" */ '@tanstack/react-query'),
  // the contracts' schemas (zod) alone: evaluated with the platform, they made one long task
  () => import(/* webpackChunkName: "app" */ '@academy/contracts'),
  () => import(/* webpackChunkName: "app" */ '@academy/ui'),
  () => import(/* webpackChunkName: "app" */ '@academy/platform'),
  () => import(/* webpackChunkName: "app" */ 'react-router'),
  () => import(/* webpackChunkName: "app" */ './app/main'),
]);

export {};
