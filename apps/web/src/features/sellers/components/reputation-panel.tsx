import { SELLER_MSG, type SellerProfile } from '@bazar/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEVEL_COLORS, LEVELS, levelName } from '../../../components/seller-level';
import { reputationFigures } from '../reputation-figures';

const TITLE_ID = 'seller-reputation-title';

/**
 * The seller's reputation: the five-step scale (rojo … verde) with their step raised and
 * outlined, and its name in words beside it (the scale is decoration for the eyes; the words
 * say it), or 'Nuevo vendedor' with its hint; then the figures behind it.
 */
export function ReputationPanel({ reputation }: { reputation: SellerProfile['reputation'] }) {
  const { level } = reputation;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
        {SELLER_MSG.reputation}
      </Typography>
      <Box
        aria-hidden="true"
        data-testid="reputation-scale"
        sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-end', mb: 1 }}
      >
        {LEVELS.map((step) => (
          <Box
            key={step}
            data-current={step === level ? 'true' : undefined}
            sx={{
              flex: 1,
              height: step === level ? 18 : 10,
              borderRadius: 1,
              bgcolor: LEVEL_COLORS[step],
              // A new seller's scale is all faded: no step is theirs yet.
              opacity: step === level ? 1 : 0.35,
              outline: step === level ? '2px solid' : 'none',
              outlineColor: 'text.primary',
              outlineOffset: 2,
            }}
          />
        ))}
      </Box>
      <Typography sx={{ fontWeight: 700 }} data-testid="reputation-level">
        {levelName(level)}
      </Typography>
      {level === null && <Typography color="text.secondary">{SELLER_MSG.newSellerHint}</Typography>}
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {reputationFigures(reputation).map((figure) => (
          <Typography component="li" key={figure} variant="body2">
            {figure}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
