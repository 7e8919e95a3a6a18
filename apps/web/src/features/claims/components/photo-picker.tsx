import { CLAIM_MSG, CLAIM_PHOTOS_MAX, IMAGE_MAX_BYTES, SELLING_MSG } from '@bazar/shared';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState } from 'react';
import { RemovePictureButton } from '../../../components/remove-picture-button';
import { uploadImage } from '../../../lib/upload-image';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface PhotoPickerProps {
  /** The uploaded photos' URLs, in the order chosen. */
  value: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/**
 * Up to four photos for a claim message, uploaded through the product form's image pipeline
 * (POST /api/images) as soon as they are chosen; the message sends their URLs.
 */
export function PhotoPicker({ value, onChange, disabled = false, error }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Uploads finish after the props they started with: always append to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const room = CLAIM_PHOTOS_MAX - value.length - uploading;

  const upload = async (chosen: File[]) => {
    setFailure(null);
    const files = chosen.slice(0, Math.max(0, room));
    if (files.some((file) => file.size > IMAGE_MAX_BYTES)) {
      setFailure(SELLING_MSG.fileTooLarge);
      return;
    }
    if (files.length === 0) return;
    setUploading((n) => n + files.length);
    const urls = await Promise.all(
      files.map((file) =>
        uploadImage(file, () => undefined)
          .then((image) => image.secure_url)
          .catch(() => null)
          .finally(() => setUploading((n) => n - 1)),
      ),
    );
    const added = urls.filter((url): url is string => url !== null);
    if (added.length < files.length) setFailure(CLAIM_MSG.uploadFailed);
    if (added.length > 0) onChange([...latest.current, ...added].slice(0, CLAIM_PHOTOS_MAX));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled || room <= 0}
        >
          {CLAIM_MSG.addPhotos}
        </Button>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={CLAIM_MSG.photos}
          aria-describedby={hintId}
          disabled={disabled || room <= 0}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          {CLAIM_MSG.photosHint}
        </FormHelperText>
      </Box>
      {uploading > 0 && <LinearProgress aria-label={CLAIM_MSG.uploading} />}
      {value.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {value.map((url, index) => (
            <Box component="li" key={url} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={url}
                alt={CLAIM_MSG.photoOf(index + 1)}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <RemovePictureButton
                label={CLAIM_MSG.removePhoto(index + 1)}
                onClick={() => onChange(value.filter((u) => u !== url))}
                disabled={disabled}
                offset={-10}
              />
            </Box>
          ))}
        </Box>
      )}
      {(error || failure) && <FormHelperText error>{error ?? failure}</FormHelperText>}
    </Box>
  );
}
