export * from './messages.js';
export * from './schemas.js';
export * from './status.js';
