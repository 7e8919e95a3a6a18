import { ORDERS_PAGE_SIZE, type OrderSort } from '@bazar/shared';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useState } from 'react';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** Rows of 52 px: thirteen of them, the header, the toolbar and the footer fit this height. */
const GRID_HEIGHT = 13 * 52 + 56 + 52 + 56 + 4;

/** Page, page size and sort of a server-paginated grid; `page` here is 0-based as the grid counts. */
export function useServerGridState(dateField: string) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: ORDERS_PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const first = sortModel[0];
  const sort: OrderSort =
    first?.field === 'total'
      ? first.sort === 'asc'
        ? 'total_asc'
        : 'total_desc'
      : first?.field === dateField && first.sort === 'asc'
        ? 'date_asc'
        : 'date_desc';
  return { paginationModel, setPaginationModel, sortModel, setSortModel, sort };
}

interface ServerGridProps<R extends GridValidRowModel> {
  label: string;
  rows: R[];
  rowCount: number;
  loading: boolean;
  columns: GridColDef<R>[];
  state: ReturnType<typeof useServerGridState>;
}

/**
 * MUI Data Grid in Spanish, paginated and sorted by the API (paginationMode / sortingMode
 * 'server'): it starts at 13 rows a page and adapts the page size to its height (autoPageSize).
 * Filtering by column stays off: it would only filter the rows of the current page.
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  rows,
  rowCount,
  loading,
  columns,
  state,
}: ServerGridProps<R>) {
  return (
    <Box sx={{ height: GRID_HEIGHT, width: '100%' }}>
      <DataGrid<R>
        label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        localeText={localeText}
        paginationMode="server"
        sortingMode="server"
        paginationModel={state.paginationModel}
        onPaginationModelChange={state.setPaginationModel}
        sortModel={state.sortModel}
        onSortModelChange={(model) => {
          state.setSortModel(model);
          state.setPaginationModel((current) => ({ ...current, page: 0 }));
        }}
        autoPageSize
        pageSizeOptions={[ORDERS_PAGE_SIZE]}
        disableColumnFilter
        disableRowSelectionOnClick
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
