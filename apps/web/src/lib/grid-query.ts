/** What every server-side grid sends: 1-based page, page size, sort key and search text. */
export interface GridQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort?: S | undefined;
  q?: string | undefined;
}

/** The column a grid is sorted by, as the Data Grid reports it (`sort` is null when cleared). */
export interface GridSortItem {
  field: string;
  sort?: 'asc' | 'desc' | null | undefined;
}

/** Turns the grid's sort model into the API's sort key; undefined leaves the API's default. */
export type ToSort<S extends string = string> = (model: readonly GridSortItem[]) => S | undefined;

/** '-field' for descending, the catalog-style sort keys of the admin product and user lists. */
export function signedSort(allowed: readonly string[]): ToSort {
  return (model) => {
    const first = model[0];
    if (!first?.sort) return undefined;
    const key = first.sort === 'desc' ? `-${first.field}` : first.field;
    return allowed.includes(key) ? key : undefined;
  };
}

/** Order and invoice lists sort by their date column or by total: date_desc, total_asc… */
export function dateOrTotalSort(dateField: string): ToSort<`${'date' | 'total'}_${'asc' | 'desc'}`> {
  return (model) => {
    const first = model[0];
    if (!first?.sort) return undefined;
    const field = first.field === 'total' ? 'total' : first.field === dateField ? 'date' : undefined;
    return field ? `${field}_${first.sort}` : undefined;
  };
}
