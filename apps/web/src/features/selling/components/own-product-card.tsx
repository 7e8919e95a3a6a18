import { formatMoney, optionsSummaryText, type ProductDetail, VARIANT_FORM } from '@bazar/shared';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { VariantStockTable } from '../../../components/variant-stock-table';

/** One of the seller's products on /perfil, with its Editar button. */
export function OwnProductCard({ product, onEdit }: { product: ProductDetail; onEdit: () => void }) {
  const [open, setOpen] = useState(false);
  const variantsId = useId();
  const hasOptions = product.options.length > 0;
  const offered = optionsSummaryText(product.optionsSummary);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={product.name}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {product.thumbs[0] && (
        <CardMedia
          component="img"
          image={product.thumbs[0]}
          alt={product.name}
          sx={{ height: 160, objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {product.name}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {product.brand} · {product.color}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{formatMoney(product.finalPriceCents)}</Typography>
          {product.discount > 0 && <Chip size="small" color="secondary" label={`-${product.discount}%`} />}
          {!product.active && <Chip size="small" label="Inactivo" />}
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="own-product-stock">
          Stock: {product.stock}
          {hasOptions && ` · ${VARIANT_FORM.variantsOf(product.variants.filter((v) => !v.hidden).length)}`}
        </Typography>
        {offered && (
          <Typography variant="body2" color="text.secondary">
            {offered}
          </Typography>
        )}
      </CardContent>
      {hasOptions && (
        <Collapse in={open} id={variantsId}>
          <VariantStockTable product={product} />
        </Collapse>
      )}
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={`Editar ${product.name}`}>
          Editar
        </Button>
        {hasOptions && (
          <Button aria-expanded={open} aria-controls={variantsId} onClick={() => setOpen((o) => !o)}>
            {open ? VARIANT_FORM.hideVariants : VARIANT_FORM.showVariants}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
