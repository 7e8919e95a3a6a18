export * from './limits.js';
export * from './messages.js';
export * from './schemas.js';
