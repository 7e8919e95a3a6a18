import './zod-locale.js';

export * from './accounts/index.js';
export * from './cart/index.js';
export * from './catalog/banners.js';
export * from './catalog/schemas.js';
export * from './catalog/search-words.js';
export * from './catalog/sort.js';
export * from './catalog/warranty.js';
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './money.js';
export * from './wishlist/index.js';
