export * from './distance';
export * from './range';
export * from './fee';
export * from './minimum';
export * from './cutoffs';
export * from './recent-addresses';
