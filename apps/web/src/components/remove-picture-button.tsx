import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';

/**
 * The × in a picture's corner that takes it out of a form (the selling form's pictures, a claim's
 * photos): visible on every screen, so no one has to guess that clicking the picture removes it.
 */
export function RemovePictureButton({
  label,
  onClick,
  disabled = false,
  offset = 4,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Pixels from the top right corner; negative sits on the picture's edge. */
  offset?: number;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{
        position: 'absolute',
        top: offset,
        right: offset,
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
