export * from './contract/settings';
export * from './money';
