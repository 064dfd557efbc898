export * from './content.ts';
export * from './users.ts';
