import { SELLING_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadInProgress {
  id: number;
  name: string;
  percent: number;
}

/** 'Cargando Imagen, por favor espere' while files upload, with a bar per file. */
export function UploadProgressDialog({ uploads }: { uploads: UploadInProgress[] }) {
  return (
    <Dialog open={uploads.length > 0} aria-labelledby="upload-progress-title" fullWidth maxWidth="xs">
      <DialogTitle id="upload-progress-title">{SELLING_MSG.uploading}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3 }}>
        {uploads.map((upload) => (
          <Box key={upload.id}>
            <Typography variant="body2" noWrap>
              {upload.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress
                variant="determinate"
                value={upload.percent}
                sx={{ flex: 1 }}
                aria-label={`Progreso de ${upload.name}`}
              />
              <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'right' }}>
                {upload.percent}%
              </Typography>
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
