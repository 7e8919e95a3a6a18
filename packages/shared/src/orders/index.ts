export * from './limits.js';
export * from './messages.js';
export * from './purchases.js';
export * from './schemas.js';
export * from './status.js';
