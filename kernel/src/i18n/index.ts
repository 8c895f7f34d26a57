export * from './en';
export * from './i18n';
export * from './locales';
