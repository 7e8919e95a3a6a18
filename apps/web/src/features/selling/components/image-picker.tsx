import { IMAGE_MAX_BYTES, SELLING_MSG, type UploadedImage } from '@bazar/shared';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type DragEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useSnackbar } from '../../../lib/snackbar';
import { uploadImage } from '../../../lib/upload-image';
import { type UploadInProgress, UploadProgressDialog } from './upload-progress-dialog';

// dnd-kit loads only once there is something to reorder.
const SortableThumbnails = lazy(async () => ({
  default: (await import('./sortable-thumbnails')).SortableThumbnails,
}));

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface ImagePickerProps {
  /** Image URLs in display order; the first is the cover. */
  value: string[];
  /** Thumbnail of each known URL (uploads answer both). */
  thumbs: Record<string, string>;
  onChange: (urls: string[]) => void;
  onUploaded: (image: UploadedImage) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

let nextUploadId = 0;

/** Choose or drop images; each uploads with its own progress bar. Previews reorder by drag or arrows. */
export function ImagePicker({ value, thumbs, onChange, onUploaded, onBlur, error }: ImagePickerProps) {
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [dragging, setDragging] = useState(false);
  // Uploads finish after the props they started with; always append to the latest list.
  const latest = useRef(value);
  latest.current = value;

  const upload = async (chosen: File[]) => {
    // The server refuses these too; checking here spares sending megabytes for nothing.
    const files = chosen.filter((file) => file.size <= IMAGE_MAX_BYTES);
    if (files.length < chosen.length) {
      enqueueSnackbar(`${SELLING_MSG.uploadFailed} ${SELLING_MSG.fileTooLarge}`, { variant: 'error' });
    }
    if (files.length === 0) return;
    const started = files.map((file) => ({ id: ++nextUploadId, name: file.name, percent: 0 }));
    setUploads((list) => [...list, ...started]);
    const results = await Promise.all(
      files.map(async (file, index) => {
        const id = started[index]?.id;
        try {
          const image = await uploadImage(file, (percent) =>
            setUploads((list) => list.map((u) => (u.id === id ? { ...u, percent } : u))),
          );
          onUploaded(image);
          enqueueSnackbar(SELLING_MSG.uploaded, { variant: 'success' });
          return image.secure_url;
        } catch {
          enqueueSnackbar(SELLING_MSG.uploadFailed, { variant: 'error' });
          return undefined;
        } finally {
          setUploads((list) => list.filter((u) => u.id !== id));
        }
      }),
    );
    // Previews keep the order the files were chosen in, whatever order the uploads finished.
    const added = results.filter((url): url is string => url !== undefined);
    if (added.length > 0) onChange([...latest.current, ...added]);
    onBlur?.();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUploadIcon />}>
          Elegir imágenes
        </Button>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Imágenes del producto"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          o arrástralas aquí (JPEG, PNG, WebP, GIF o AVIF, hasta 5 MB)
        </Typography>
      </Box>
      {value.length > 0 && (
        <Suspense fallback={null}>
          <SortableThumbnails value={value} thumbs={thumbs} onChange={onChange} />
        </Suspense>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <UploadProgressDialog uploads={uploads} />
    </Box>
  );
}
