/** Images: owns `uploads`; receives, resizes and stores product images and removes orphans. */
export { registerImages } from './images.routes.js';
