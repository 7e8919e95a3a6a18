import { ADMIN_PAGE_SIZE_OPTIONS } from '@bazar/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type PageData, ServerGrid, type ServerGridProps } from './server-grid';

type Props<R extends GridValidRowModel> = Omit<
  ServerGridProps<R>,
  'label' | 'data' | 'loading' | 'pageSizeOptions'
> & {
  /** The screen's heading, which also names the grid. */
  title: string;
  /** The page's query: its rows, and whether a page is on its way. */
  list: { data: PageData<R> | undefined; isFetching: boolean };
  pageSizeOptions?: readonly number[];
  /** The 'new' button beside the heading, where the list has one. */
  add?: { to: string; label: string };
  /** What goes below the grid (a detail dialog). */
  children?: ReactNode;
};

/** A back office list: its heading (with the 'new' button, if any) over a server-driven grid. */
export function BackOfficeList<R extends GridValidRowModel>({
  title,
  list,
  add,
  children,
  pageSizeOptions = ADMIN_PAGE_SIZE_OPTIONS,
  ...grid
}: Props<R>) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        {add && (
          <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
            {add.label}
          </Button>
        )}
      </Box>
      <ServerGrid
        {...grid}
        label={title}
        data={list.data}
        loading={list.isFetching}
        pageSizeOptions={pageSizeOptions}
      />
      {children}
    </Box>
  );
}
