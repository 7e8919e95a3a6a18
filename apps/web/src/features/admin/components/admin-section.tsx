import Typography from '@mui/material/Typography';

/** Title of an admin screen; the tables and forms arrive with the admin issue. */
export function AdminSection({ title }: { title: string }) {
  return (
    <Typography variant="h2" component="h2">
      {title}
    </Typography>
  );
}
