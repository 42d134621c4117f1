export * from './locales';
export * from './translated';
export * from './formats';
export * from './paths';
export * from './messages';
