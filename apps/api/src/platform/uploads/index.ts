/**
 * Images: owns `uploads`; receives, resizes and stores product images and removes orphans.
 * A product write claims the uploads it shows (and releases those it drops) through
 * `claimUploads` / `releaseUploads`, inside its own transaction.
 */
export { registerImages } from './images.routes.js';
export { claimUploads, releaseUploads, type UploadedImage } from './uploads.repository.js';
