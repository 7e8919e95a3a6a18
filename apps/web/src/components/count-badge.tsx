import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CountBadgeProps {
  /** Shown when above zero, as '99+' beyond 99. */
  count: number;
  /** The icon it sits on. */
  children: ReactNode;
  /** The number's test id, for a page test that reads it. */
  testId?: string;
}

/**
 * A number on an icon's top right corner (the header's cart and bell): MUI's Badge look
 * (secondary, 99+) without its transitions, which would weigh on the first load. Hidden from
 * screen readers: the button around it says the count in words.
 */
export function CountBadge({ count, children, testId }: CountBadgeProps) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid={testId}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: '#fff',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}
