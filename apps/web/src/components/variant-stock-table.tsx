import { formatMoney, type ProductDetail, VARIANT_FORM, variantShortLabel } from '@bazar/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * A product's variants as its seller and the back office read them: each combination's label,
 * stock, SKU and price per unit, the hidden ones marked as not sold. Nothing for a product
 * without options (its one variant is the product).
 */
export function VariantStockTable({
  product,
}: {
  product: Pick<ProductDetail, 'name' | 'options' | 'variants'>;
}) {
  if (product.options.length === 0) return null;
  const names = product.options.map((o) => o.name);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* Tight cells: four columns fit a phone's card (390 px) without scrolling. */}
      <Table
        size="small"
        aria-label={`${VARIANT_FORM.grid}: ${product.name}`}
        sx={{ '& th, & td': { px: 1 }, '& td:last-of-type': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{VARIANT_FORM.grid}</TableCell>
            <TableCell align="right">{VARIANT_FORM.stock}</TableCell>
            <TableCell>{VARIANT_FORM.sku}</TableCell>
            <TableCell align="right">{VARIANT_FORM.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {product.variants.map((v) => (
            <TableRow key={v.id} sx={v.hidden ? { '& td': { color: 'text.secondary' } } : undefined}>
              <TableCell>
                {variantShortLabel(names, v.values)}
                {v.hidden && ` · ${VARIANT_FORM.hidden}`}
              </TableCell>
              <TableCell align="right">{v.stock}</TableCell>
              <TableCell>{v.sku ?? '—'}</TableCell>
              <TableCell align="right">{formatMoney(v.finalPriceCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
