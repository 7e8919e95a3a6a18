import { CATALOG_WINDOW, HOME_PAGE_SIZE } from '@bazar/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../../components/product-grid';
import { useProductViews } from '../../../components/product-views';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useProducts } from '../api/get-products';
import { BannerCarousel } from '../components/banner-carousel';
import { CatalogToolbar, preloadCatalogFilters } from '../components/catalog-toolbar';
import { LazyProductModal, usePreloadProductModal } from '../components/lazy-product-modal';
import {
  type HomeQuery,
  isFiltered,
  RESULTS_ID,
  readHomeQuery,
  showsBanner,
  writeHomeQuery,
} from '../search-params';
import { windowEndLabel } from '../total-label';
import { useProductModal } from '../use-product-modal';

// Both show only once the list has answered (the pager below the grid, the alert on a failure):
// fetched then, they stay off the first load.
const Pagination = lazy(() => import('@mui/material/Pagination'));
const ListNote = lazy(() => import('../components/list-note'));
// A search's or a category's filters, reached through the toolbar's chunk (fetched beside the
// list) so that their own chunks' names stay out of the first load.
const FilterColumn = lazy(() =>
  import('../components/catalog-filters').then((m) => ({ default: m.LazyFilterColumn })),
);

/** With filters, a side column beside the heading and the results (on a phone: above the results). */
const FILTERED = {
  display: { md: 'grid' },
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gridTemplateAreas: '"side head" "side list"',
  // The column is usually the taller: its extra height goes below the results, not above them.
  gridTemplateRows: 'auto 1fr',
  columnGap: 4,
  alignItems: 'start',
};

interface HomePageProps {
  /**
   * Filters the page itself sets, not the URL (a sale event's page: `event`): the listing, the
   * filters' column and their counts all carry them. The page then has its own h1 and title.
   */
  fixedFilters?: Record<string, string>;
  title?: string;
}

export function HomePage({ fixedFilters, title }: HomePageProps = {}) {
  const [params, setParams] = useSearchParams();
  const read = readHomeQuery(params);
  const query = fixedFilters ? { ...read, filters: { ...read.filters, ...fixedFilters } } : read;
  const { data, error, isPlaceholderData, refetch } = useProducts(query);
  const modal = useProductModal();
  const listTop = useRef<HTMLDivElement>(null);
  const onSale = query.filters.onSale === 'true';
  useDocumentTitle(title ?? (query.name ? `Resultados para ${query.name}` : onSale ? 'Ofertas' : undefined));
  const { preloadCard } = useProductViews();
  const preloadProductModal = usePreloadProductModal();
  useEffect(() => {
    preloadCard();
    preloadCatalogFilters();
    const id = window.setTimeout(preloadProductModal, 1500);
    return () => window.clearTimeout(id);
  }, [preloadCard, preloadProductModal]);

  const update = (changes: Partial<HomeQuery>) =>
    setParams((prev) => writeHomeQuery(prev, changes), { preventScrollReset: true });

  const changePage = (page: number) => {
    update({ page });
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // Any list pages through its first CATALOG_WINDOW products (a capped search total too).
  const pageCount = data ? Math.ceil(Math.min(data.total, CATALOG_WINDOW) / HOME_PAGE_SIZE) : 0;
  const beyondWindow = data !== undefined && data.total > CATALOG_WINDOW && query.page >= pageCount;
  const filtered = isFiltered(query);

  return (
    <>
      {/* Not rendered at all with a search or a category: its images are not even fetched. */}
      {showsBanner(query) && (
        <Container maxWidth="lg" sx={{ pt: { xs: 0, sm: 3 }, px: { xs: 0, sm: 3 } }}>
          <BannerCarousel />
        </Container>
      )}
      <Container maxWidth="lg" ref={listTop} sx={{ scrollMarginTop: 72, ...(filtered && FILTERED) }}>
        <CatalogToolbar
          name={query.name}
          category={query.category}
          onSale={onSale}
          sort={query.sort}
          total={data?.total}
          totalCapped={data?.totalCapped}
          headingLevel={filtered && !fixedFilters ? 'h1' : 'h2'}
          onCategory={(category) => update({ category })}
          onSort={(sort) => update({ sort })}
        />
        {filtered && (
          <Box sx={{ gridArea: 'side' }}>
            <Suspense fallback={null}>
              <FilterColumn query={query} />
            </Suspense>
          </Box>
        )}
        <Box sx={{ gridArea: 'list' }}>
          {error && !data ? (
            <Suspense fallback={<p role="alert">{error.message}</p>}>
              <ListNote message={error.message} onRetry={() => refetch()} />
            </Suspense>
          ) : (
            <Box
              id={RESULTS_ID}
              component="section"
              aria-label="Resultados"
              tabIndex={-1}
              sx={{ scrollMarginTop: 140, '&:focus': { outline: 'none' } }}
            >
              <ProductGrid
                products={data?.items}
                stale={isPlaceholderData}
                linkTo={(product) => modal.linkTo(product.id)}
                linkState={modal.openState}
              />
            </Box>
          )}
          {pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, minHeight: 32 }}>
              <Suspense fallback={null}>
                <Pagination
                  count={pageCount}
                  page={query.page}
                  onChange={(_, page) => changePage(page)}
                  color="primary"
                  siblingCount={0}
                  aria-label="Páginas de productos"
                />
              </Suspense>
            </Box>
          )}
          {beyondWindow && (
            <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 2 }}>
              {windowEndLabel(CATALOG_WINDOW)}
            </Typography>
          )}
        </Box>
      </Container>
      {modal.productId !== undefined && (
        <LazyProductModal
          productId={modal.productId}
          summary={data?.items.find((p) => p.id === modal.productId)}
          onClose={modal.close}
        />
      )}
    </>
  );
}
