export * from './cbu.js';
export * from './commission.js';
export * from './limits.js';
export * from './messages.js';
export * from './payment-link.js';
export * from './refund-label.js';
export * from './schemas.js';
