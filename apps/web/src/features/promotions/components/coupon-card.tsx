import { type Coupon, formatMoney, COUPON_MSG as M } from '@bazar/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const STATUS_COLOR = {
  active: 'success',
  scheduled: 'info',
  paused: 'warning',
  used_up: 'default',
  expired: 'default',
} as const;

/** One of the seller's coupons: what it takes off, when, its uses and what it gave away; pause or resume. */
export function CouponCard({
  coupon,
  onPause,
  busy,
  shop = false,
}: {
  coupon: Coupon;
  /** The shop's coupon: it covers every seller's products. */
  shop?: boolean;
  onPause: (paused: boolean) => void;
  busy: boolean;
}) {
  const discount = coupon.kind === 'percent' ? `${coupon.value} %` : formatMoney(coupon.value);
  const canToggle = coupon.status !== 'expired';
  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
          {coupon.code}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[coupon.status]} label={M.statusLabel[coupon.status]} />
        <Typography sx={{ fontWeight: 600 }}>−{discount}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {M.validity(coupon.startsOn, coupon.endsOn)}
        {coupon.minPurchaseCents !== null &&
          ` · ${M.minPurchase.replace(' (opcional)', '')}: ${formatMoney(coupon.minPurchaseCents)}`}
        {` · ${coupon.productIds === null ? (shop ? M.everyProduct : M.allProducts) : `${M.products}: ${coupon.productIds.length}`}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {M.uses}: {M.usesOf(coupon.uses, coupon.maxUses)} · {M.given}: {formatMoney(coupon.givenCents)}
      </Typography>
      {canToggle && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          disabled={busy}
          onClick={() => onPause(!coupon.paused)}
          aria-label={`${coupon.paused ? M.resume : M.pause} ${coupon.code}`}
        >
          {coupon.paused ? M.resume : M.pause}
        </Button>
      )}
    </Paper>
  );
}
