import { COUPON_MSG as M } from '@bazar/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountPage, EmptyMessage } from '../../../components/account-page';
import { PageSection } from '../../../components/page-section';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useMyCoupons, usePauseCoupon } from '../api/coupons';
import { CouponCard } from '../components/coupon-card';
import { CouponForm } from '../components/coupon-form';

/** /cupones: a seller's coupons, each with its figures, and the form to create one. */
export function CouponsPage() {
  useDocumentTitle(M.title);
  const coupons = useMyCoupons();
  const pause = usePauseCoupon();
  const { enqueueSnackbar } = useSnackbar();
  const list = coupons.data?.coupons ?? [];
  return (
    <AccountPage title={M.title} error={coupons.error}>
      <Typography sx={{ mb: 2 }}>{M.intro}</Typography>
      <PageSection title={M.create}>
        <CouponForm onCreated={() => enqueueSnackbar(M.created, { variant: 'success' })} />
      </PageSection>
      {coupons.isSuccess && list.length === 0 ? (
        <EmptyMessage>{M.none}</EmptyMessage>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, mt: 3 }} aria-label={M.title}>
          {list.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              busy={pause.isPending}
              onPause={(paused) =>
                pause.mutate(
                  { id: coupon.id, paused },
                  {
                    onSuccess: () =>
                      enqueueSnackbar(paused ? M.pausedDone : M.resumed, { variant: 'success' }),
                  },
                )
              }
            />
          ))}
        </Stack>
      )}
    </AccountPage>
  );
}
