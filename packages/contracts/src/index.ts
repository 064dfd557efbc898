export * from './lib/routes';
export * from './lib/constants';
export * from './lib/errors';
export * from './lib/api-resources';
export * from './lib/content';
export * from './lib/accounts';
export * from './lib/subscriptions';
export * from './lib/quiz';
