import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DiscountBadge } from './discount-badge';

interface ProductListRowProps {
  /** Id of the name heading, which labels the row. */
  nameId: string;
  name: string;
  image: string | undefined;
  discount: number;
  /** Greyed out: the product cannot be bought now. */
  dimmed?: boolean;
  /** Stock, price and notes under the name. */
  details: ReactNode;
  /** Buttons and totals: a column on wide screens, a row under the product on phones. */
  actions: ReactNode;
}

/** One product in a list the buyer manages (cart lines, wish list): thumbnail, name, details, actions. */
export function ProductListRow({
  nameId,
  name,
  image,
  discount,
  dimmed,
  details,
  actions,
}: ProductListRowProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '96px minmax(0, 1fr) auto' },
        alignItems: 'start',
        opacity: dimmed ? 0.75 : 1,
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: '#eef0f3',
            display: 'block',
            filter: dimmed ? 'grayscale(1)' : 'none',
          }}
        />
        <Box sx={{ position: 'absolute', top: 4, left: 4 }}>
          <DiscountBadge discount={discount} />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {name}
        </Typography>
        {details}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {actions}
      </Box>
    </Paper>
  );
}
