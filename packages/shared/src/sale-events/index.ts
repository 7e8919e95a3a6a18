export * from './messages.js';
export * from './schemas.js';
