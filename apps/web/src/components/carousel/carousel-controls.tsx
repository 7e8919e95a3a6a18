import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { iconButtonSx } from '../icon-button-sx';

interface CarouselControlsProps {
  selected: number;
  count: number;
  onSelect: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
  /** What a slide is called in the dot labels, e.g. 'imagen' → 'Ver imagen 2'. */
  slideName: string;
  /** Phones swipe; on a narrow banner the arrows would cover its text. */
  arrowsOnPhone?: boolean;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'text.primary',
  '&:hover': { bgcolor: '#fff' },
  boxShadow: 1,
} as const;

export function CarouselControls({
  selected,
  count,
  onSelect,
  onPrev,
  onNext,
  slideName,
  arrowsOnPhone = true,
}: CarouselControlsProps) {
  if (count < 2) return null;
  const display = arrowsOnPhone ? 'inline-flex' : { xs: 'none', sm: 'inline-flex' };
  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        onClick={onPrev}
        aria-label="Anterior"
        sx={[iconButtonSx({ size: 'small' }), { ...arrowSx, left: 8, display }]}
      >
        <ChevronLeftIcon />
      </ButtonBase>
      <ButtonBase
        centerRipple
        focusRipple
        onClick={onNext}
        aria-label="Siguiente"
        sx={[iconButtonSx({ size: 'small' }), { ...arrowSx, right: 8, display }]}
      >
        <ChevronRightIcon />
      </ButtonBase>
      <Box
        sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}
      >
        {Array.from({ length: count }, (_, n) => n).map((i) => (
          <Box
            key={i}
            component="button"
            type="button"
            onClick={() => onSelect(i)}
            aria-label={`Ver ${slideName} ${i + 1}`}
            aria-current={i === selected ? 'true' : undefined}
            sx={{
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::after': {
                content: '""',
                width: i === selected ? 18 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: i === selected ? '#fff' : 'rgba(255,255,255,0.6)',
                boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                transition: 'width 200ms',
              },
            }}
          />
        ))}
      </Box>
    </>
  );
}
