export * from './cart-math.js';
export * from './schemas.js';
