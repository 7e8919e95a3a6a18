import { COUPON_MSG as M } from '@bazar/shared';
import Stack from '@mui/material/Stack';
import { EmptyMessage } from '../../../components/account-page';
import { PageSection } from '../../../components/page-section';
import { useSnackbar } from '../../../lib/snackbar';
import { type CouponsBase, useMyCoupons, usePauseCoupon } from '../api/coupons';
import { CouponCard } from './coupon-card';
import { CouponForm } from './coupon-form';

/** The form to create a coupon and the list of them with their figures: a seller's, or the shop's. */
export function CouponsPanel({ base }: { base: CouponsBase }) {
  const coupons = useMyCoupons(base);
  const pause = usePauseCoupon(base);
  const { enqueueSnackbar } = useSnackbar();
  const list = coupons.data?.coupons ?? [];
  return (
    <>
      <PageSection title={M.create}>
        <CouponForm base={base} onCreated={() => enqueueSnackbar(M.created, { variant: 'success' })} />
      </PageSection>
      {coupons.isSuccess && list.length === 0 ? (
        <EmptyMessage>{M.none}</EmptyMessage>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, mt: 3 }} aria-label={M.title}>
          {list.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              shop={base === '/api/admin/coupons'}
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
    </>
  );
}
