import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface CenteredPagerProps {
  /** Items on the server, and how many a page holds. */
  total: number | undefined;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}

/** A list's pager under its cards, centred; nothing while one page holds them all. */
export function CenteredPager({ total, pageSize, page, onPage }: CenteredPagerProps) {
  const pages = Math.ceil((total ?? 0) / pageSize);
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination count={pages} page={page} onChange={(_event, next) => onPage(next)} />
    </Box>
  );
}
