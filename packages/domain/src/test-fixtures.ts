// The domain's test fixtures, for the web's tests too (`@storefront/domain/test-fixtures`).
export * from './cart/test-fixtures';
export * from './time/test-fixtures';
