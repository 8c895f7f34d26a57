export * from './en';
export * from './en-features';
export * from './i18n';
