export * from './keys';
export * from './cache';
export * from './storage';
