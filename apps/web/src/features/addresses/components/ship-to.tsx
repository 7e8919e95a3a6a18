import { ADDRESS_MSG, type Address, formatAddress } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** 'Enviar a: …' above the payment frame, with 'Cambiar'. */
export function ShipTo({ address, onChange }: { address: Address | undefined; onChange: () => void }) {
  return (
    <Box
      data-testid="ship-to"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 0.5, minHeight: 40 }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong>{ADDRESS_MSG.shipTo}:</strong> {address ? formatAddress(address) : '…'}
      </Typography>
      <Button
        size="small"
        onClick={onChange}
        aria-label={`${ADDRESS_MSG.change} ${ADDRESS_MSG.shippingTitle.toLowerCase()}`}
      >
        {ADDRESS_MSG.change}
      </Button>
    </Box>
  );
}
