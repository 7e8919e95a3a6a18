import { CLAIM_MSG, type ClaimDetail } from '@bazar/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';

/**
 * The claim's messages, oldest first: who wrote (as buyer, seller or Bazar) and when, the text as
 * text (line breaks kept, never HTML), and the photos as thumbnails linking to the full image.
 */
export function ClaimThread({ claim }: { claim: ClaimDetail }) {
  return (
    <Box
      component="ol"
      aria-label={CLAIM_MSG.thread}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {claim.messages.map((message) => {
        const mine = message.authorRole === claim.role;
        const who = CLAIM_MSG.roleLabel[message.authorRole];
        const name = message.authorRole === 'admin' ? null : message.authorName;
        return (
          <Paper
            component="li"
            key={message.id}
            variant="outlined"
            aria-label={`${who}, ${formatDate(message.createdAt)}`}
            sx={{
              p: { xs: 1.5, sm: 2 },
              ml: mine ? { sm: 6 } : 0,
              mr: mine ? 0 : { sm: 6 },
              bgcolor: message.authorRole === 'admin' ? 'action.hover' : 'background.paper',
              borderColor: mine ? 'primary.light' : 'divider',
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', mb: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {who}
              </Typography>
              {name && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {name}
                  {mine ? ` (${CLAIM_MSG.you})` : ''}
                </Typography>
              )}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {formatDate(message.createdAt)}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
            {message.images.length > 0 && (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}
              >
                {message.images.map((url, index) => (
                  <li key={url}>
                    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                      <Box
                        component="img"
                        src={url}
                        alt={CLAIM_MSG.photoAlt(index + 1)}
                        loading="lazy"
                        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                      />
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
