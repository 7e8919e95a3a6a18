export * from './schemas.js';
export * from './texts.js';
