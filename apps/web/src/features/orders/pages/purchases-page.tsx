import { PURCHASES_MSG, PURCHASES_PAGE_SIZE } from '@bazar/shared';
import { useSearchParams } from 'react-router';
import { AccountPage, CardList } from '../../../components/account-page';
import { useConfirmReceived } from '../../../components/buyer-order-actions';
import { CenteredPager } from '../../../components/centered-pager';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePurchases } from '../api/get-purchases';
import { PurchaseCard } from '../components/purchase-card';

/** The page in the address (?pagina=2), so going back from an invoice or a claim lands on it. */
const PAGE_PARAM = 'pagina';

/** /mis-compras: one card per thing the person bought, newest first, ten a page. */
export function PurchasesPage() {
  useDocumentTitle(PURCHASES_MSG.title);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const purchases = usePurchases(page, PURCHASES_PAGE_SIZE);
  const received = useConfirmReceived();
  const items = purchases.data?.items ?? [];
  const onPage = (next: number) => {
    setParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) });
    window.scrollTo(0, 0);
  };
  return (
    <AccountPage title={PURCHASES_MSG.title} error={purchases.error}>
      <CardList
        label={PURCHASES_MSG.title}
        loading={purchases.isPending}
        // A page past the end (an old link) is not 'no purchases': the pager leads back.
        empty={purchases.data?.total === 0 ? PURCHASES_MSG.empty : null}
      >
        {items.map((purchase) => (
          <PurchaseCard
            key={purchase.id}
            purchase={purchase}
            onConfirmReceived={received.ask}
            busy={received.busy}
          />
        ))}
      </CardList>
      <CenteredPager
        total={purchases.data?.total}
        pageSize={PURCHASES_PAGE_SIZE}
        page={page}
        onPage={onPage}
      />
      {received.dialog}
    </AccountPage>
  );
}
