import { FREE_SHIPPING, MSG, optionsSummaryText, type ProductSummary } from '@bazar/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { badgeSx, DiscountBadge } from './discount-badge';
import { ProductPrice } from './product-price';
import type { ProductCardProps } from './product-views';
import { RatingStars } from './rating-stars';
import { SellerLevelMark } from './seller-level';

export const THUMB_SIZE = 400;

/** The card's width in the grid: two columns on phones, three from 600 px, at most ~370 px. */
const CARD_SIZES = '(min-width: 1200px) 370px, (min-width: 600px) 31vw, 47vw';

/**
 * The 400 px thumbnail for ordinary screens, the full picture (800 px or more) for dense ones.
 * Without a thumbnail there is nothing to choose from.
 */
function cardSrcSet(product: ProductSummary): string | undefined {
  const thumb = product.thumbs[0];
  const full = product.image[0];
  return thumb && full && thumb !== full ? `${thumb} ${THUMB_SIZE}w, ${full} 800w` : undefined;
}

/**
 * A product in a grid: picture, badges, name, brand with the seller's mark, stars, price. `action`
 * sits in its top right corner, beside the link rather than inside it, so pressing it does not
 * open the product (the cart's quick add, composed by the app); a sold-out product has none.
 */
export function ProductCard({ product, to, state, action }: ProductCardProps & { action?: ReactNode }) {
  const soldOut = product.stock <= 0;
  const comesIn = optionsSummaryText(product.optionsSummary);
  const titleId = `product-${product.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        state={state}
        preventScrollReset
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', bgcolor: '#eef0f3' }}>
          <Box
            component="img"
            src={product.thumbs[0] ?? product.image[0]}
            srcSet={cardSrcSet(product)}
            sizes={CARD_SIZES}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
              display: 'block',
              opacity: soldOut ? 0.6 : 1,
            }}
          />
          <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
            <DiscountBadge discount={product.discount} />
            {soldOut && (
              <Box component="span" sx={{ ...badgeSx, bgcolor: 'grey.800', color: '#fff' }}>
                {MSG.notAvailable}
              </Box>
            )}
          </Box>
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {product.name}
          </Typography>
          {/* The seller's mark shares the brand's line: the card keeps its height (the static shell's grid). */}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              minWidth: 0,
            }}
          >
            <Typography variant="body2" color="text.secondary" noWrap>
              {product.brand}
            </Typography>
            {product.sellerId !== null && <SellerLevelMark level={product.sellerLevel} />}
          </Box>
          {product.rating.count > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <RatingStars value={product.rating.average} />
              <Typography variant="caption" color="text.secondary">
                ({product.rating.count})
              </Typography>
            </Box>
          )}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <ProductPrice
              priceCents={product.priceCents}
              finalPriceCents={product.finalPriceCents}
              discount={product.discount}
            />
            {comesIn && (
              <Typography variant="caption" color="text.secondary" component="p">
                {comesIn}
              </Typography>
            )}
            {product.freeShipping && (
              <Typography variant="caption" component="p" sx={{ color: 'success.dark', fontWeight: 600 }}>
                {FREE_SHIPPING}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      {!soldOut && action && (
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex' }}>{action}</Box>
      )}
    </Card>
  );
}
