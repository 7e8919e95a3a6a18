import { CHECKOUT_MSG, type CheckoutPart, formatMoney } from '@bazar/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/**
 * A checkout split by seller is paid in parts, in order: which one the frame below shows
 * ('Pago 1 de 2 · Vendedor X'), what each is for, and what is paid and what remains.
 */
export function PaymentParts({ parts }: { parts: CheckoutPart[] }) {
  const next = parts.find((p) => p.status === 'pending');
  const paidCents = parts.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0);
  const totalCents = parts.reduce((sum, p) => sum + p.amountCents, 0);
  const paid = parts.filter((p) => p.status === 'paid').length;
  return (
    <Box component="section" aria-label="Pagos de esta compra" sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
      {next && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {CHECKOUT_MSG.partTitle(next.position, parts.length, next.sellerName)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Tu compra se paga en {parts.length} pagos, uno por vendedor: cada uno recibe su parte directamente.
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {parts.map((p) => (
          <Box component="li" key={p.position}>
            <Chip
              size="small"
              color={p.status === 'paid' ? 'success' : p === next ? 'primary' : 'default'}
              variant={p === next ? 'filled' : 'outlined'}
              label={`${p.position}. ${p.sellerName ?? 'Bazar'} · ${formatMoney(p.amountCents)} · ${
                p.status === 'paid' ? 'Pagado' : 'Pendiente'
              }`}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
        {CHECKOUT_MSG.partsPaid(paid, parts.length)} · Pagado: {formatMoney(paidCents)} · Falta:{' '}
        {formatMoney(totalCents - paidCents)}
      </Typography>
    </Box>
  );
}
