import {
  ADMIN_USER_SORTS,
  ADMIN_USERS_PAGE_SIZE,
  labelOf,
  type Profile,
  ROLE_LABEL,
  webPath,
} from '@bazar/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { signedSort } from '../../../lib/grid-query';
import { useUsers } from '../api/all-users';

const columns: GridColDef<Profile>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'userName',
    headerName: 'Usuario',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={webPath('adminUser', { userId: row.id })}>
        {row.userName}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Correo', flex: 1.4, minWidth: 200 },
  {
    field: 'name',
    headerName: 'Nombre',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (_value, row) => [row.firstName, row.lastName].filter(Boolean).join(' '),
  },
  {
    field: 'role',
    headerName: 'Rol',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => labelOf(ROLE_LABEL, row.role.title),
  },
  {
    field: 'banned',
    headerName: 'Estado',
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.banned ? <Chip size="small" color="error" label="Baneado" /> : <Chip size="small" label="Activo" />,
  },
  {
    field: 'createdAt',
    headerName: 'Alta',
    width: 120,
    valueFormatter: (v: string) => formatDate(v),
  },
];

/**
 * /admin/users: 10 per page; the server sorts by ID, user name, e-mail or sign-up
 * date and searches user name, e-mail and last name.
 */
export function AdminUsersPage() {
  const grid = useGridQuery(ADMIN_USERS_PAGE_SIZE, signedSort(ADMIN_USER_SORTS));
  const users = useUsers(grid.query);
  return (
    <BackOfficeList
      title="Usuarios"
      add={{ to: webPath('adminUserNew'), label: 'Nuevo usuario' }}
      searchLabel="Buscar por usuario o correo"
      columns={columns}
      list={users}
      grid={grid}
      pageSizeOptions={[ADMIN_USERS_PAGE_SIZE]}
    />
  );
}
