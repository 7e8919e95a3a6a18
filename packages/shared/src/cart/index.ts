export * from './cart-math.js';
export * from './messages.js';
export * from './schemas.js';
