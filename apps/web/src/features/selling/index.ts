// What other features may use from selling.

export { OwnProducts } from './components/own-products';
export { ProductForm } from './components/product-form';
