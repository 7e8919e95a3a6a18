export * from './mail-texts.js';
export * from './schemas.js';
export * from './texts.js';
