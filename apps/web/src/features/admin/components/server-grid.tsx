import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { type ReactNode, useEffect, useState } from 'react';
import type { GridQuery } from '../api/keys';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

export interface PageData<R> {
  items: R[];
  total: number;
}

/** The search box, page and sort of one grid; the query is what goes to the server. */
export function useGridQuery(pageSize: number, toSort: (model: GridSortModel) => string | undefined) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  // Typing refetches once the person pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPagination((p) => ({ ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const query: GridQuery = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: toSort(sortModel),
    q: q || undefined,
  };
  return { query, pagination, setPagination, sortModel, setSortModel, search, setSearch };
}

interface ServerGridProps<R extends GridValidRowModel> {
  label: string;
  searchLabel: string;
  columns: GridColDef<R>[];
  data: PageData<R> | undefined;
  loading: boolean;
  grid: ReturnType<typeof useGridQuery>;
  pageSizeOptions: number[];
  getRowId?: (row: R) => string | number;
  /** More filters beside the search box. */
  filters?: ReactNode;
}

/**
 * A Data Grid in server mode: only the visible page travels, sorting and search run in the
 * database, so a shop with a million rows never ships them to the browser.
 */
export function ServerGrid<R extends GridValidRowModel>(props: ServerGridProps<R>) {
  const { grid } = props;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={props.searchLabel}
          type="search"
          size="small"
          value={grid.search}
          onChange={(e) => grid.setSearch(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        {props.filters}
      </Box>
      <DataGrid
        aria-label={props.label}
        rows={props.data?.items ?? []}
        columns={props.columns}
        rowCount={props.data?.total ?? 0}
        loading={props.loading}
        getRowId={props.getRowId}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={grid.pagination}
        onPaginationModelChange={grid.setPagination}
        sortModel={grid.sortModel}
        onSortModelChange={grid.setSortModel}
        pageSizeOptions={props.pageSizeOptions}
        localeText={localeText}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}

/** '-field' for descending, the catalog-style sort keys of the admin product list. */
export function signedSort(allowed: readonly string[]) {
  return (model: GridSortModel): string | undefined => {
    const first = model[0];
    if (!first?.sort) return undefined;
    const key = first.sort === 'desc' ? `-${first.field}` : first.field;
    return allowed.includes(key) ? key : undefined;
  };
}
