export * from './types';
export * from './wire';
export * from './selection';
export * from './lines';
export * from './totals';
export * from './availability';
export * from './redemptions';
export * from './reorder';
