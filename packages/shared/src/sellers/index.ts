export * from './format.js';
export * from './messages.js';
export * from './reputation.js';
export * from './schemas.js';
