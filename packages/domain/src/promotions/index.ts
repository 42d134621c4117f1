export * from './visibility';
export * from './rules';
export * from './hints';
export * from './engine';
export * from './wire';
export * from './coupons';
