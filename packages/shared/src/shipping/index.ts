export * from './delivery-texts.js';
export * from './limits.js';
export * from './messages.js';
export * from './provinces.js';
export * from './quote.js';
export * from './schemas.js';
