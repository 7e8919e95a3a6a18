import { CLAIM_MSG, CLAIMS_PAGE_SIZE } from '@bazar/shared';
import { useState } from 'react';
import { AccountPage, CardList } from '../../../components/account-page';
import { CenteredPager } from '../../../components/centered-pager';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
import { useMyClaims } from '../api/claim-lists';
import { ClaimCard } from '../components/claim-card';

/** /reclamos: the signed-in person's claims, as buyer or as seller, newest first. */
export function ClaimsPage() {
  useDocumentTitle(CLAIM_MSG.title);
  const viewer = useAuth()?.userName;
  const [page, setPage] = useState(1);
  const claims = useMyClaims(page, CLAIMS_PAGE_SIZE);
  const items = claims.data?.items ?? [];
  return (
    <AccountPage title={CLAIM_MSG.title} error={claims.error}>
      <CardList
        label={CLAIM_MSG.title}
        loading={claims.isPending}
        empty={claims.data && items.length === 0 ? CLAIM_MSG.emptyMine : null}
      >
        {items.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} viewer={viewer} />
        ))}
      </CardList>
      <CenteredPager total={claims.data?.total} pageSize={CLAIMS_PAGE_SIZE} page={page} onPage={setPage} />
    </AccountPage>
  );
}
