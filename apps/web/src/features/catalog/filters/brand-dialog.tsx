import { FILTER_TEXT, formatNumberEsAr } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CHECKBOX } from './filter-url';

interface BrandDialogProps {
  brands: Array<{ name: string; count: number }>;
  chosen: string[];
  onToggle: (brand: string) => void;
  onClose: () => void;
}

/** Accent- and case-blind, as the API finds brands. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'Ver todas': every brand of the list, A-Z, with a box to find one. */
export function BrandDialog({ brands, chosen, onToggle, onClose }: BrandDialogProps) {
  const [find, setFind] = useState('');
  const shown = brands
    .filter((b) => fold(b.name).includes(fold(find.trim())))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="brand-dialog-title">
      <DialogTitle id="brand-dialog-title">{FILTER_TEXT.allBrands}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <TextField
          label={FILTER_TEXT.findBrand}
          type="search"
          size="small"
          fullWidth
          value={find}
          onChange={(e) => setFind(e.target.value)}
          sx={{ mb: 1 }}
          autoFocus
        />
        {shown.map((b) => (
          <Box
            key={b.name}
            component="label"
            sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}
          >
            <input
              type="checkbox"
              checked={chosen.includes(b.name)}
              onChange={() => onToggle(b.name)}
              style={CHECKBOX}
            />
            {`${b.name} (${formatNumberEsAr(b.count)})`}
          </Box>
        ))}
        {shown.length === 0 && <Typography color="text.secondary">{FILTER_TEXT.noBrand}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{FILTER_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
