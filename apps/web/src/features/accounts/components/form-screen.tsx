import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the sign-in, sign-up and recovery screens: the title over a bordered card, narrow
 * unless `wide` (the sign-up form has two columns). What follows the card goes in `after`.
 */
export function FormScreen(props: { title: string; wide?: boolean; children: ReactNode; after?: ReactNode }) {
  return (
    <Container maxWidth={props.wide ? undefined : 'xs'} sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {props.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {props.children}
      </Paper>
      {props.after}
    </Container>
  );
}
