import { optionsSummaryText } from '@bazar/shared';
import { ProductCard as Card } from '../../components/product-card';
import type { ProductCardProps } from '../../components/product-views';
import { QuickAddButton } from '../../features/cart';

/**
 * A grid's card: the product, and the cart's quick add in its corner, except on a product that
 * comes in several sizes or colours, where the buyer must choose one on its detail first.
 */
export function ProductCard(props: ProductCardProps) {
  const mustChoose = optionsSummaryText(props.product.optionsSummary) !== '';
  return <Card {...props} action={mustChoose ? undefined : <QuickAddButton product={props.product} />} />;
}
