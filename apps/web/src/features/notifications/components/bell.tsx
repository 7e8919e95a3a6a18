import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

// The bell (its count, the live stream and the popover) is a chunk of its own, fetched after the
// first paint for signed-in people only: the header of every page carries only this placeholder.
const LazyBell = lazy(async () => ({ default: (await import('./notice-bell')).NoticeBellButton }));

/** The header's notification bell; a space of its size until its chunk arrives, so nothing moves. */
export function NoticeBell() {
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
      <LazyBell />
    </Suspense>
  );
}
