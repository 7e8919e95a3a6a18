import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** Its h2, and its name for screen readers. */
  title: string;
  /** A button at the title's right ('Editar'). */
  action?: ReactNode;
  /** An anchor other pages link to. */
  id?: string;
  children: ReactNode;
}

/** One titled part of a page made of several (the profile: 'Mis datos', 'Mis direcciones'…). */
export function PageSection({ title, action, id, children }: PageSectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
      aria-label={title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
