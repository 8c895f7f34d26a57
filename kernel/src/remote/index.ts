export * from './client';
export * from './config';
export * from './origin';
