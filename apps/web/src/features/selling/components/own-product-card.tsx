import { formatMoney, type ProductDetail } from '@bazar/shared';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** One of the seller's products on /perfil, with its Editar button. */
export function OwnProductCard({ product, onEdit }: { product: ProductDetail; onEdit: () => void }) {
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
        <Typography variant="body2" color="text.secondary">
          Stock: {product.stock}
        </Typography>
      </CardContent>
      <CardActions>
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={`Editar ${product.name}`}>
          Editar
        </Button>
      </CardActions>
    </Card>
  );
}
