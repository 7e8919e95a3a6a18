import { ProductViewsProvider } from '../../components/product-views';
import { ProductPage as Page } from '../../features/catalog';
import { productViews } from '../product-views';
import { ProductDetail } from '../product-views/detail';

// A product's page comes down with its detail, in one go: it is the page people land on from a
// search engine or a shared link, and its detail is all it shows.
const views = { ...productViews, Detail: ProductDetail };

/** /product/:id: the catalog's page, with the app's detail (cart, wish list, reviews, questions). */
export function ProductPage() {
  return (
    <ProductViewsProvider value={views}>
      <Page />
    </ProductViewsProvider>
  );
}
