import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent>
        <Skeleton width="80%" />
        <Skeleton width="40%" />
        <Skeleton width="50%" height={32} />
      </CardContent>
    </Card>
  );
}
