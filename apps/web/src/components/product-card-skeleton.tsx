import Box from '@mui/material/Box';

const tone = 'rgba(0, 0, 0, 0.11)';
const bar = { bgcolor: tone, borderRadius: 1, height: '1em', my: 0.5 } as const;

/**
 * A card's outline while the list (and the cards' code) loads: plain boxes shaped like an
 * outlined card, the same shapes index.html's static shell draws before any JavaScript.
 */
export function ProductCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        height: '100%',
        border: '1px solid #e3e6ea',
        borderRadius: '10px',
        bgcolor: '#fff',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ width: '100%', aspectRatio: '1 / 1', bgcolor: tone }} />
      <Box sx={{ p: 2 }}>
        <Box sx={{ ...bar, width: '80%' }} />
        <Box sx={{ ...bar, width: '40%' }} />
        <Box sx={{ ...bar, width: '50%', height: 24 }} />
      </Box>
    </Box>
  );
}
