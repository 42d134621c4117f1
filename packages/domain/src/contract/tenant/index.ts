export * from './fields';
export * from './brand';
export * from './location';
export * from './menu';
export * from './promotion';
export * from './coupon';
export * from './gift-card-product';
export * from './document';
