import { NOTICE_MSG } from '@bazar/shared';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ButtonBase from '@mui/material/ButtonBase';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CountBadge } from '../../../components/count-badge';
import { iconButtonSx } from '../../../components/icon-button-sx';
import { useAuth } from '../../../lib/auth-store';
import { listenToEvents } from '../../../lib/event-stream';
import { refreshNotices, useUnreadCount } from '../api/notices';

// The popover (Popover, Modal, the list) is fetched as soon as the bell shows, before anyone clicks.
const NoticePopover = lazy(async () => ({ default: (await import('./notice-popover')).NoticePopover }));

/**
 * The bell: the unread count as a badge, kept live by the notices stream (each `notice` frame asks
 * for the count again), and the latest notices in a popover.
 */
export function NoticeBellButton() {
  const unread = useUnreadCount().data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const queryClient = useQueryClient();
  const token = useAuth()?.token;

  useEffect(() => {
    if (!token) return;
    return listenToEvents('/api/notifications/events', {
      onEvent: (name) => {
        if (name === 'notice') void refreshNotices(queryClient, token);
      },
      retryMs: 5000,
    });
  }, [queryClient, token]);

  return (
    <>
      <ButtonBase
        centerRipple
        focusRipple
        sx={iconButtonSx({ color: 'inherit' })}
        aria-label={NOTICE_MSG.bellLabel(unread)}
        aria-controls={anchor ? popoverId : undefined}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        data-testid="notice-bell"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <CountBadge count={unread} testId="notice-count">
          <NotificationsIcon />
        </CountBadge>
      </ButtonBase>
      <Suspense fallback={null}>
        <NoticePopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
      </Suspense>
    </>
  );
}
