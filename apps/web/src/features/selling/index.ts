// What other features may use from selling.

export { uploadImage } from './api/upload-image';
export { OwnProducts } from './components/own-products';
export { ProductForm } from './components/product-form';
