import { CLAIM_MSG, type ClaimStatus } from '@bazar/shared';
import Chip from '@mui/material/Chip';

/** The same readable fills as an order's badge: dark text on orange, white on the darker blue and green. */
const LOOK: Record<ClaimStatus, { bgcolor: string; color: string }> = {
  open: { bgcolor: 'warning.main', color: 'text.primary' },
  escalated: { bgcolor: 'info.dark', color: 'info.contrastText' },
  resolved: { bgcolor: 'success.dark', color: 'success.contrastText' },
};

/** Its label on two lines where a column is narrow (the back office's grid). */
const WRAP = {
  height: 'auto',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** 'Abierto', 'En revisión por Bazar' or 'Resuelto'. */
export function ClaimStatusChip({ status, wrap = false }: { status: ClaimStatus; wrap?: boolean }) {
  return (
    <Chip
      label={CLAIM_MSG.statusLabel[status]}
      size="small"
      sx={{ fontWeight: 600, ...LOOK[status], ...(wrap ? WRAP : {}) }}
    />
  );
}
