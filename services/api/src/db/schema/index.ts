export * from './content.ts';
export * from './users.ts';
export * from './accounts.ts';
