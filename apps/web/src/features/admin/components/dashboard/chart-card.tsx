import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="figure" sx={{ m: 0, flex: '1 1 360px', minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="figcaption" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
