import { ADMIN_PAGE_SIZE, ADMIN_PRODUCT_SORTS, type AdminProduct, formatMoney, webPath } from '@bazar/shared';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { signedSort } from '../../../lib/grid-query';
import { useAdminProducts } from '../api/all-products';

// The widths add up to the back office's content column at 1366 px (about 900 px): 'Activo',
// the column the administrator comes to switch, must not fall off its right edge.
const columns: GridColDef<AdminProduct>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  {
    field: 'image',
    headerName: 'Imagen',
    width: 76,
    sortable: false,
    renderCell: ({ row }) => <Avatar variant="rounded" src={row.thumbs[0]} alt="" />,
  },
  {
    field: 'name',
    headerName: 'Nombre',
    flex: 1.5,
    minWidth: 150,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={webPath('adminProduct', { productId: row.id })}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'category',
    headerName: 'Categoría',
    flex: 1,
    minWidth: 105,
    sortable: false,
    valueGetter: (_v, row) => row.category.name,
  },
  {
    field: 'price',
    headerName: 'Precio',
    width: 110,
    valueFormatter: (_v, row) => formatMoney(row.priceCents),
  },
  {
    field: 'discount',
    headerName: 'Descuento',
    width: 100,
    sortable: false,
    valueFormatter: (v: number) => `${v}%`,
  },
  { field: 'stock', headerName: 'Stock', width: 80 },
  {
    field: 'seller',
    headerName: 'Vendedor',
    width: 110,
    sortable: false,
    valueGetter: (_v, row) => row.seller?.userName ?? '—',
  },
  {
    field: 'active',
    headerName: 'Activo',
    width: 80,
    sortable: false,
    renderCell: ({ row }) =>
      row.active ? <Chip size="small" color="success" label="Sí" /> : <Chip size="small" label="No" />,
  },
];

/** /admin/products: 13 per page (options 15), every product whether active or not. */
export function AdminProductsPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, signedSort(ADMIN_PRODUCT_SORTS));
  const products = useAdminProducts(grid.query);
  return (
    <BackOfficeList
      title="Productos"
      add={{ to: webPath('adminProductNew'), label: 'Agregar producto' }}
      searchLabel="Buscar por nombre o ID"
      columns={columns}
      list={products}
      grid={grid}
    />
  );
}

// The catalog's other back-office screen shares this chunk (one loader fewer in the first load).
export { AdminSynonymsPage } from './admin-synonyms-page';
