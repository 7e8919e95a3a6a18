import { SELLER_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';

export type SellerLevel = 1 | 2 | 3 | 4 | 5;

/** The five steps of the reputation scale, worst first: rojo, naranja, amarillo, verde claro, verde. */
export const LEVEL_COLORS: Record<SellerLevel, string> = {
  1: '#d32f2f',
  2: '#ef6c00',
  3: '#f9a825',
  4: '#7cb342',
  5: '#2e7d32',
};
export const LEVELS = [1, 2, 3, 4, 5] as const;

/** The level's name in words ('Reputación verde', 'Nuevo vendedor'): colour is never the only sign. */
export function levelName(level: number | null): string {
  return level !== null && level >= 1 && level <= 5
    ? SELLER_MSG.levelLabel[level as SellerLevel]
    : SELLER_MSG.newSeller;
}

/**
 * The compact reputation mark of cards and the 'Vendido por' line: five short bars, the seller's
 * step in full colour and the rest faded (all grey for a new seller). One image with the level's
 * name as its label (and a tooltip), so it reads the same without colour.
 */
export function SellerLevelMark({ level }: { level: number | null }) {
  const name = levelName(level);
  return (
    <Box
      component="span"
      role="img"
      aria-label={name}
      title={name}
      sx={{
        display: 'inline-flex',
        gap: '2px',
        alignItems: 'center',
        flexShrink: 0,
        verticalAlign: 'middle',
      }}
    >
      {LEVELS.map((step) => (
        <Box
          component="span"
          key={step}
          sx={{
            width: 7,
            height: step === level ? 8 : 5,
            borderRadius: '2px',
            bgcolor: level === null ? 'grey.500' : LEVEL_COLORS[step],
            opacity: level === null || step === level ? 1 : 0.3,
          }}
        />
      ))}
    </Box>
  );
}
