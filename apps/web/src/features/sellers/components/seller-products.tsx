import { SELLER_MSG, SELLER_SORTS, type SellerSort, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CenteredPager } from '../../../components/centered-pager';
import { NativeSelectField } from '../../../components/native-select-field';
import { ProductGrid } from '../../../components/product-grid';
import { SELLER_PRODUCTS_PAGE_SIZE, useSellerProducts } from '../api/seller';

const TITLE_ID = 'seller-products-title';
const isSellerSort = (value: string): value is SellerSort =>
  (SELLER_SORTS as readonly string[]).includes(value);

/** The seller's active products, the catalog's cards, paged and sorted on the server. */
export function SellerProducts({ userName }: { userName: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SellerSort>('recent');
  const products = useSellerProducts(userName, page, sort);
  const data = products.data;
  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={TITLE_ID} variant="h6" component="h2">
          {SELLER_MSG.products}
        </Typography>
        <NativeSelectField
          label="Ordenar por"
          value={sort}
          onChange={(next) => {
            if (!isSellerSort(next)) return;
            setSort(next);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          {SELLER_SORTS.map((value) => (
            <option key={value} value={value}>
              {SELLER_MSG.sortLabel[value]}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      {data && data.total === 0 ? (
        <Typography color="text.secondary">{SELLER_MSG.noProducts}</Typography>
      ) : (
        <ProductGrid
          products={data?.items}
          linkTo={(product) => webPath('product', { id: product.id })}
          stale={products.isPlaceholderData}
        />
      )}
      <CenteredPager total={data?.total} pageSize={SELLER_PRODUCTS_PAGE_SIZE} page={page} onPage={setPage} />
    </Box>
  );
}
