export * from './network';
export * from './features';
export * from './schema';
export * from './account-types';
