import { ProductCard as Card } from '../../components/product-card';
import type { ProductCardProps } from '../../components/product-views';
import { QuickAddButton } from '../../features/cart';

/** A grid's card: the product, and the cart's quick add in its corner. */
export function ProductCard(props: ProductCardProps) {
  return <Card {...props} action={<QuickAddButton product={props.product} />} />;
}
