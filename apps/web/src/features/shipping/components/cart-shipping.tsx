import {
  arrivesText,
  type DeliveryMethod,
  formatMoney,
  SHIPPING_MSG as M,
  pickupFromText,
} from '@bazar/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCartShipping } from '../api/shipping';

export interface DeliveryChoice {
  sellerId: number;
  method: DeliveryMethod;
}

export interface CartShippingProps {
  lines: { productId: number; variantId: number; quantity: number }[];
  delivery: DeliveryChoice[];
  onDelivery: (choice: DeliveryChoice) => void;
}

/**
 * The cart's shipping, one box per seller: the way it goes (a choice when the seller offers both),
 * its price to the buyer's default address, 'Te faltan … para el envío gratis', and when it
 * arrives. The checkout fixes the same prices server-side; this is what the buyer sees first.
 */
export function CartShipping({ lines, delivery, onDelivery }: CartShippingProps) {
  const shipping = useCartShipping({ lines, delivery }, lines.length > 0);
  const data = shipping.data;
  if (!data || data.groups.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} component="section" aria-label={M.quoteTitle}>
      {data.groups.map((g) => {
        const seller = g.sellerName ?? M.sellerFallback;
        const price =
          g.method === 'pickup'
            ? M.pickupFree
            : g.free
              ? M.free
              : g.costCents === null
                ? M.calculate
                : M.homeCost(formatMoney(g.costCents));
        return (
          <Paper key={g.sellerId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {M.shippingOf(seller)}
            </Typography>
            {g.methods.length > 1 && (
              <RadioGroup
                row
                aria-label={`${M.way} (${seller})`}
                // The buyer's choice at once; the server's answer follows with its price.
                value={delivery.find((d) => d.sellerId === g.sellerId)?.method ?? g.method}
                onChange={(e) =>
                  onDelivery({ sellerId: g.sellerId, method: e.target.value as DeliveryMethod })
                }
              >
                <FormControlLabel value="home" control={<Radio size="small" />} label={M.home} />
                <FormControlLabel value="pickup" control={<Radio size="small" />} label={M.pickup} />
              </RadioGroup>
            )}
            <Typography sx={{ fontWeight: 600, color: g.free ? 'success.dark' : 'text.primary' }}>
              {price}
            </Typography>
            <Typography variant="body2">
              {g.method === 'pickup'
                ? pickupFromText(g.window.from)
                : arrivesText(g.window.from, g.window.to)}
            </Typography>
            {g.method === 'pickup' && (
              <Typography variant="body2" color="text.secondary">
                {M.pickupAfterPaying}
              </Typography>
            )}
            {g.method === 'home' && g.missingForFreeCents !== null && (
              <Typography variant="body2" color="info.dark">
                {M.missingForFree(formatMoney(g.missingForFreeCents))}
              </Typography>
            )}
          </Paper>
        );
      })}
      {data.shippingCents !== null && data.shippingCents > 0 && (
        <Typography sx={{ textAlign: 'right', fontWeight: 600 }} data-testid="cart-shipping">
          {M.shippingPaid(formatMoney(data.shippingCents))}
        </Typography>
      )}
    </Stack>
  );
}
