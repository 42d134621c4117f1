export * from './availability';
export * from './order';
