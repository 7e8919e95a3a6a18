import { SELLER_MSG, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SellerLevelMark } from '../../../components/seller-level';

interface SoldByProps {
  seller: { userName: string } | null;
  level: number | null;
}

/** 'Vendido por {userName}', linked to the seller's page, with their reputation's mark beside it. */
export function SoldBy({ seller, level }: SoldByProps) {
  if (!seller) return null;
  // One line of text: on a phone a long name wraps like words, and the mark stays beside it.
  return (
    <Typography color="text.secondary">
      {SELLER_MSG.soldBy}{' '}
      <Link
        component={RouterLink}
        to={webPath('seller', { userName: seller.userName })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {seller.userName}
      </Link>{' '}
      <Box component="span" sx={{ display: 'inline-block', ml: 0.5, whiteSpace: 'nowrap' }}>
        <SellerLevelMark level={level} />
      </Box>
    </Typography>
  );
}
