import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
  gridClasses,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { type ReactNode, useEffect, useState } from 'react';
import type { GridQuery, ToSort } from '../lib/grid-query';
import { type StackedCard, StackedCards } from './stacked-cards';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** Rows of 52 px: thirteen of them, the header, the toolbar and the footer fit this height. */
const FIXED_HEIGHT = 13 * 52 + 56 + 52 + 56 + 4;

export interface PageData<R> {
  items: R[];
  total: number;
}

/** The search box, page and sort of one grid; `query` is what goes to the server. */
export function useGridQuery<S extends string>(pageSize: number, toSort: ToSort<S>) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  // Typing refetches once the person pauses, not on every key.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPagination((p) => ({ ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q]);
  const query: GridQuery<S> = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: toSort(sortModel),
    q: q || undefined,
  };
  const sortBy = (model: GridSortModel) => {
    setSortModel(model);
    setPagination((p) => ({ ...p, page: 0 }));
  };
  return { query, pagination, setPagination, sortModel, sortBy, search, setSearch };
}

type GridState = Omit<ReturnType<typeof useGridQuery>, 'query'>;

export interface ServerGridProps<R extends GridValidRowModel> {
  label: string;
  columns: GridColDef<R>[];
  data: PageData<R> | undefined;
  loading: boolean;
  grid: GridState;
  pageSizeOptions: readonly number[];
  getRowId?: (row: R) => string | number;
  /** The search box's label; without it the grid has no search box. */
  searchLabel?: string;
  /** More filters beside the search box. */
  filters?: ReactNode;
  /**
   * 'fixed': thirteen rows tall with a toolbar, the page size follows the height (a person's
   * sales and invoices), but no taller than its rows when they all fit one page; 'auto': as
   * tall as its rows (the back office's lists).
   */
  height?: 'fixed' | 'auto';
  /**
   * On a phone, each row as a card (its facts and every action of the row) instead of columns
   * that need a sideways scroll; without it the grid shows at every width.
   */
  phoneCard?: (row: R) => Omit<StackedCard, 'key'>;
  /** Rows as tall as their content (`() => 'auto'`) where a cell's text must wrap rather than be cut. */
  getRowHeight?: DataGridProps<R>['getRowHeight'];
}

/**
 * MUI draws each header's separator 5 px past its right edge: the last one stuck out of the grid,
 * which then scrolled sideways by those 5 px even when every column fitted. It stays inside.
 */
const lastSeparatorInside = {
  [`& .${gridClasses['columnHeader--last']} .${gridClasses['columnSeparator--sideRight']}`]: { right: 0 },
} as const;

/**
 * A Data Grid in Spanish in server mode: only the visible page travels, sorting and search run
 * in the database, so a shop with a million rows never ships them to the browser. Filtering by
 * column stays off: it would only filter the rows of the current page.
 */
export function ServerGrid<R extends GridValidRowModel>(props: ServerGridProps<R>) {
  const { grid, height = 'auto', phoneCard } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // A thirteen-row box around one or two rows was mostly blank: when every row fits one page,
  // the grid is as tall as its rows.
  // An empty list keeps the fixed box: the grid's 'no rows' overlay needs its height to show.
  const onePage =
    props.data !== undefined && props.data.total > 0 && props.data.total <= grid.pagination.pageSize;
  const fixed = height === 'fixed' && !onePage;
  const toolbar = height === 'fixed';
  const hasBar = props.searchLabel !== undefined || props.filters !== undefined;
  return (
    <Box>
      {hasBar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {props.searchLabel !== undefined && (
            <TextField
              label={props.searchLabel}
              type="search"
              size="small"
              value={grid.search}
              onChange={(e) => grid.setSearch(e.target.value)}
              sx={{ minWidth: 320 }}
            />
          )}
          {props.filters}
        </Box>
      )}
      {phone && phoneCard ? (
        <PhoneCards {...props} phoneCard={phoneCard} />
      ) : (
        <Box sx={fixed ? { height: FIXED_HEIGHT, width: '100%' } : undefined}>
          <DataGrid<R>
            label={props.label}
            rows={props.data?.items ?? []}
            columns={props.columns}
            rowCount={props.data?.total ?? 0}
            loading={props.loading}
            getRowId={props.getRowId}
            getRowHeight={props.getRowHeight}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            paginationModel={grid.pagination}
            onPaginationModelChange={grid.setPagination}
            sortModel={grid.sortModel}
            onSortModelChange={grid.sortBy}
            pageSizeOptions={[...props.pageSizeOptions]}
            localeText={localeText}
            {...(toolbar && { showToolbar: true, slotProps: { toolbar: { showQuickFilter: false } } })}
            sx={fixed ? lastSeparatorInside : [lastSeparatorInside, { bgcolor: 'background.paper' }]}
            {...(fixed ? { autoPageSize: true } : { autoHeight: true })}
          />
        </Box>
      )}
    </Box>
  );
}

/** The current page's rows as cards, with the grid's own pager (same page, same query). */
function PhoneCards<R extends GridValidRowModel>({
  data,
  loading,
  label,
  grid,
  getRowId,
  phoneCard,
}: ServerGridProps<R> & { phoneCard: NonNullable<ServerGridProps<R>['phoneCard']> }) {
  const rows = data?.items ?? [];
  return (
    <Box aria-busy={loading}>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={label} />}</Box>
      {data && rows.length === 0 ? (
        <Typography color="text.secondary">{localeText.noRowsLabel}</Typography>
      ) : (
        <StackedCards
          label={label}
          cards={rows.map((row) => ({ key: getRowId?.(row) ?? row.id, ...phoneCard(row) }))}
        />
      )}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={grid.pagination.page}
        rowsPerPage={grid.pagination.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => grid.setPagination((p) => ({ ...p, page }))}
      />
    </Box>
  );
}
