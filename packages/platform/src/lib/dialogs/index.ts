export { LoginDialog } from './login-dialog';
export { KycDialog } from './kyc-dialog';
export { LeaveRunningQuizDialog } from './leave-running-quiz-dialog';
export { useOpenedOnce } from './opened-once';
export { prefetchSiteDialogs } from './prefetch';
