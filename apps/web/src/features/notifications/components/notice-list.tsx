import { NOTICE_MSG, type Notice, noticePath, noticeText } from '@bazar/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import { noticeWhen } from '../notice-when';

interface NoticeListProps {
  notices: Notice[];
  /** The list's accessible name. */
  label: string;
  /** A notice was opened: it is marked read (and the popover closes). */
  onOpen: (notice: Notice) => void;
  /** Every line of the notice, or its title and its brief line if it has one (the bell's popover). */
  full?: boolean;
}

/**
 * Notices as links to the screen each is about (noticePath), in the words of its e-mail
 * (noticeText): always rendered as text, never as HTML. An unread one is bold with a dot.
 */
export function NoticeList({ notices, label, onOpen, full = false }: NoticeListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {notices.map((notice) => {
        const { title, lines, brief } = noticeText(notice.event, notice.data);
        // The popover shows the title, and the one line some notices need beside it (prices).
        const shown = full ? lines : brief === undefined ? [] : [brief];
        return (
          <Box component="li" key={notice.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ButtonBase
              component={RouterLink}
              to={noticePath(notice.event, notice.data)}
              onClick={() => onOpen(notice)}
              focusRipple
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                justifyContent: 'flex-start',
                gap: 1.5,
                width: '100%',
                textAlign: 'left',
                px: 2,
                py: 1.25,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  mt: 0.9,
                  width: 8,
                  height: 8,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: notice.read ? 'transparent' : 'secondary.main',
                }}
              />
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: notice.read ? 400 : 700, overflowWrap: 'anywhere' }}
                >
                  {notice.read ? null : (
                    <Box component="span" sx={visuallyHidden}>
                      {NOTICE_MSG.unreadMark}:{' '}
                    </Box>
                  )}
                  {title}
                </Typography>
                {shown.map((line) => (
                  <Typography
                    key={line}
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                ))}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {noticeWhen(notice.createdAt)}
                </Typography>
              </Box>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
