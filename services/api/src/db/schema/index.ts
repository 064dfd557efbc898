export * from './content.ts';
export * from './users.ts';
export * from './accounts.ts';
export * from './subscriptions.ts';
export * from './rewards.ts';
export * from './payments.ts';
export * from './quizzes.ts';
export * from './pop-quizzes.ts';
