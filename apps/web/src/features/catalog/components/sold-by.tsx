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
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" color="text.secondary">
        {SELLER_MSG.soldBy}{' '}
        <Link
          component={RouterLink}
          to={webPath('seller', { userName: seller.userName })}
          sx={{ fontWeight: 600 }}
        >
          {seller.userName}
        </Link>
      </Typography>
      <SellerLevelMark level={level} />
    </Box>
  );
}
