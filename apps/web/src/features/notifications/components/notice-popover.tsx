import { NOTICE_MSG, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMarkRead, useNotices } from '../api/notices';
import { NoticeList } from './notice-list';

/** How many of the latest notices the bell shows; 'Ver todas' leads to the rest. */
const LATEST = 6;

interface NoticePopoverProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's popover: the latest notices (each a link that marks it read), 'Marcar todas como
 * leídas' and 'Ver todas' (/notificaciones). Asked for only while open.
 */
export function NoticePopover({ id, anchor, onClose }: NoticePopoverProps) {
  const open = Boolean(anchor);
  const notices = useNotices(1, LATEST, open);
  const markRead = useMarkRead();
  const items = notices.data?.items ?? [];
  const unread = notices.data?.unread ?? 0;
  const titleId = `${id}-title`;

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 96px))' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {NOTICE_MSG.bell}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {NOTICE_MSG.markAllRead}
        </Button>
      </Box>
      {notices.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={NOTICE_MSG.loading} />
        </Box>
      )}
      {notices.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {notices.error.message}
        </Alert>
      )}
      {notices.data && items.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {NOTICE_MSG.empty}
        </Typography>
      )}
      {items.length > 0 && (
        <NoticeList
          notices={items}
          label={NOTICE_MSG.latest}
          onOpen={(notice) => {
            if (!notice.read) markRead.mutate([notice.id]);
            onClose();
          }}
        />
      )}
      <Box sx={{ px: 2, py: 1, textAlign: 'center' }}>
        <Button component={RouterLink} to={webPath('notifications')} onClick={onClose} fullWidth>
          {NOTICE_MSG.seeAll}
        </Button>
      </Box>
    </Popover>
  );
}
