export * from './availability';
export * from './order';
export * from './delivery';
