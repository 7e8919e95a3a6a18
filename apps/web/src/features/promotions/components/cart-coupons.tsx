import { couponCodeSchema, formatMoney, COUPON_MSG as M } from '@bazar/shared';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type CartLineRef, useCouponChecks } from '../api/coupons';

export interface CartCouponsProps {
  lines: CartLineRef[];
  /** The cart's total before coupons. */
  totalCents: number;
  /** The codes the buyer entered, and the ones that apply now (what the checkout is opened with). */
  codes: string[];
  onCodes: (codes: string[]) => void;
  onApplying: (valid: string[]) => void;
}

/**
 * '¿Tienes un cupón?': a code entered is checked against the cart (the server says which seller's
 * lines it takes off, or why not), listed with its discount or its refusal, and removable. The
 * checkout is opened with the ones that apply; the server judges them again then.
 */
export function CartCoupons({ lines, totalCents, codes, onCodes, onApplying }: CartCouponsProps) {
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const checks = useCouponChecks(codes, lines);
  const valid = codes.filter((_, i) => checks[i]?.data);
  const validKey = valid.join(',');
  useEffect(() => {
    onApplying(validKey ? validKey.split(',') : []);
  }, [validKey, onApplying]);
  const discountCents = checks.reduce((sum, c) => sum + (c.data?.discountCents ?? 0), 0);
  const apply = () => {
    const parsed = couponCodeSchema.safeParse(typed);
    if (!parsed.success) return setFormatError(M.codeFormat);
    setFormatError(null);
    setTyped('');
    if (!codes.includes(parsed.data)) onCodes([...codes, parsed.data]);
  };
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label={M.have} sx={{ mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {M.have}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <TextField
          size="small"
          label={M.enter}
          placeholder={M.have}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={Boolean(formatError)}
          helperText={formatError ?? ' '}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 20 } }}
          sx={{ flex: 1, maxWidth: 320 }}
        />
        <Button type="submit" variant="outlined">
          {M.apply}
        </Button>
      </Stack>
      {codes.map((code, i) => {
        const check = checks[i];
        const refusal = check?.error?.message;
        return (
          <Box key={code} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {check?.data?.sellerName ? M.lineOf(code, check.data.sellerName) : M.line(code)}
            </Typography>
            {check?.data && (
              <Typography sx={{ color: 'success.dark', fontWeight: 600 }} data-testid="coupon-discount">
                {M.discount(check.data.discountCents)}
              </Typography>
            )}
            {refusal && (
              <Typography role="alert" color="error" variant="body2">
                {refusal}
              </Typography>
            )}
            <IconButton
              aria-label={M.remove(code)}
              size="small"
              onClick={() => onCodes(codes.filter((c) => c !== code))}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {discountCents > 0 && (
        <Typography sx={{ textAlign: 'right', fontWeight: 700, mt: 1 }} data-testid="cart-total-discounted">
          {M.totalWithDiscount(formatMoney(Math.max(0, totalCents - discountCents)))}
        </Typography>
      )}
    </Box>
  );
}
