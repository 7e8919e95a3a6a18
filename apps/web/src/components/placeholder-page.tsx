import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title';

/** A screen whose content arrives with a later issue: for now only its Spanish title. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
    </Container>
  );
}
