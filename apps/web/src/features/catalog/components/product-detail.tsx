import { type ProductDetail as Product, warrantyLabel } from '@bazar/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { DiscountBadge } from '../../../components/discount-badge';
import { ProductPrice } from '../../../components/product-price';
import type { ProductDetailProps } from '../../../components/product-views';
import { useVariantChoice } from '../use-variant-choice';
import { shownForChoice } from '../variant-choice';
import { ProductActions } from './product-actions';
import { ProductImageCarousel } from './product-image-carousel';
import { SoldBy } from './sold-by';
import { VariantPicker } from './variant-picker';

type SectionLevel = 'h2' | 'h3';

export interface AddToCartProps {
  productId: number;
  variantId?: number | undefined;
  stock: number;
  own: boolean;
  noteId: string;
  waiting?: boolean;
  beforeAdd?: () => boolean;
}

/** What a product's detail shows of other features; the app passes them (app/product-views). */
export interface ProductDetailParts {
  /**
   * 'Agregar al carrito'. `own`: the viewer sells it; `noteId`: the note under the buttons saying so.
   * `variantId`: the variant chosen (left out for a product without options); `waiting`: the
   * detail has not arrived, so there is nothing to choose yet; `beforeAdd`: false stops the add
   * (an option has no value, and the detail says so).
   */
  AddToCart: ComponentType<AddToCartProps>;
  /** The wish list's heart beside it. */
  Wishlist: ComponentType<{ productId: number; own: boolean; noteId: string }>;
  /** 'Reseñas': the rating with its count, then the reviews. */
  Reviews: ComponentType<{ productId: number; rating: Product['rating']; headingLevel: SectionLevel }>;
  /** What shipping costs and when it arrives. */
  Shipping: ComponentType<{ productId: number }>;
  /** 'Preguntas al vendedor'. */
  Questions: ComponentType<{ productId: number; sellerId: number | null; headingLevel: SectionLevel }>;
}

export function ProductDetail({
  product,
  headingLevel,
  headingId,
  partial = false,
  choiceInUrl = false,
  parts: { AddToCart, Wishlist, Reviews, Questions, Shipping },
}: ProductDetailProps & { parts: ProductDetailParts }) {
  const { choice, setValue, variant, message, checkComplete } = useVariantChoice(
    product,
    choiceInUrl ? 'page' : 'modal',
  );
  const hasOptions = product.options.length > 0;
  const shown = shownForChoice(product, choice);
  // The card's summary has no variants: a product with options waits for its detail to be bought.
  const waiting = partial && (product.optionsSummary?.length ?? 0) > 0;
  const stock = hasOptions && variant ? variant.stock : product.stock;
  // Sections sit one level under the title: h2 on the product page, h3 in the modal.
  const subLevel: SectionLevel = headingLevel === 'h1' ? 'h2' : 'h3';
  const facts = [
    ['Marca', product.brand],
    ['Color', product.color],
    ['Garantía', warrantyLabel(product.warranty)],
    ['Categoría', product.category.name],
  ] as const;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ProductImageCarousel key={shown.image.join(' ')} images={shown.image} name={product.name} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box>
          <Typography
            id={headingId}
            variant="h1"
            component={headingLevel}
            // In the modal the close button sits in the top-right corner.
            sx={{ mb: 0.5, pr: headingLevel === 'h2' ? { md: 5 } : 0 }}
          >
            {product.name}
          </Typography>
          <Typography color="text.secondary">{product.brand}</Typography>
        </Box>
        <SoldBy seller={product.seller} level={product.sellerLevel} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <ProductPrice
            priceCents={shown.priceCents}
            finalPriceCents={shown.finalPriceCents}
            discount={product.discount}
            size="large"
          />
          <DiscountBadge discount={product.discount} />
        </Box>
        <Typography sx={{ fontWeight: 600, color: stock > 0 ? 'success.dark' : 'error.main' }}>
          {stock > 0 ? `Stock: ${stock}` : 'Sin stock'}
        </Typography>
        {hasOptions && (
          <VariantPicker
            options={product.options}
            variants={product.variants}
            choice={choice}
            onChoose={setValue}
            message={message}
          />
        )}
        <ProductActions
          productId={product.id}
          variantId={hasOptions ? variant?.id : undefined}
          stock={stock}
          waiting={waiting}
          beforeAdd={hasOptions ? checkComplete : undefined}
          sellerId={product.sellerId}
          AddToCart={AddToCart}
          Wishlist={Wishlist}
        />
        {!partial && <Shipping productId={product.id} />}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Divider />
        <Box component="section" aria-labelledby="product-description-title">
          <Typography id="product-description-title" variant="h6" component={subLevel} gutterBottom>
            Descripción
          </Typography>
          {partial ? (
            <>
              <Skeleton />
              <Skeleton width="70%" />
            </>
          ) : (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
          )}
        </Box>
        <Divider />
        <Reviews productId={product.id} rating={product.rating} headingLevel={subLevel} />
        <Divider />
        <Questions productId={product.id} sellerId={product.sellerId} headingLevel={subLevel} />
      </Box>
    </Box>
  );
}
