import type { ProductDetailProps } from '../../components/product-views';
import { AddToCartButton } from '../../features/cart';
import { ProductDetail as Detail, type ProductDetailParts } from '../../features/catalog';
import { LazyProductQuestions } from '../../features/questions';
import { ProductReviews } from '../../features/reviews';
import { ShippingQuoteBox } from '../../features/shipping';
import { WishlistButton } from '../../features/wishlist';

const parts: ProductDetailParts = {
  AddToCart: AddToCartButton,
  Wishlist: WishlistButton,
  Reviews: ProductReviews,
  Questions: LazyProductQuestions,
  Shipping: ShippingQuoteBox,
};

/** A product's detail (its page, the home's modal): the catalog's, with the cart, the wish list, the reviews and the questions. */
export function ProductDetail(props: ProductDetailProps) {
  return <Detail {...props} parts={parts} />;
}
