import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useResetUserPassword } from '../api/reset-user-password';
import { useHotelUsers, type HotelUser } from '../api/users-query';
import { DeleteUserDialog } from './delete-user-dialog';
import { Table, TableBody, TableBodyRows, TableHeader, TableHeaderRows } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, HotelUser>();
const EMPTY: HotelUser[] = [];

type UserActions = {
  onReset: (u: HotelUser) => void;
  onDelete: (u: HotelUser) => void;
  currentUserEmail?: string | null;
};
/** Row actions reach the cells through context, so the column definitions can stay at module scope
 * (TanStack Table v9 wants stable columns). */
const UserActionsContext = createContext<UserActions | null>(null);

function UserActionButtons({ user }: { user: HotelUser }) {
  const actions = useContext(UserActionsContext);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => actions?.onReset(user)}
        aria-label={`Reset password for ${user.email}`}
      >
        Reset Password
      </Button>
      <Button
        variant="danger"
        size="sm"
        onClick={() => actions?.onDelete(user)}
        aria-label={`Delete ${user.email}`}
        // The admin's own account is listed too; deleting it would lock the platform out.
        disabled={user.email === actions?.currentUserEmail}
        title={user.email === actions?.currentUserEmail ? 'You cannot delete your own account' : undefined}
      >
        Delete
      </Button>
    </div>
  );
}

const columns = column.columns([
  column.accessor('uid', {
    header: 'UID',
    cell: (c) => (
      // Narrow screens show the start of the UID (full value in the tooltip) so Email stays in view.
      <code title={c.getValue()} className="block max-w-[6rem] truncate text-xs text-slate-600 sm:max-w-none">
        {c.getValue()}
      </code>
    ),
  }),
  // Long addresses wrap so Reset Password and Delete stay on screen at 390 px.
  column.accessor('email', { header: 'Email', cell: (c) => <span className="break-all">{c.getValue()}</span> }),
  column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <UserActionButtons user={row.original} /> }),
]);

/** The admin's users table (docs/product.md#screens-and-routes: UID, Email, Actions with Reset Password and Delete). */
export function UsersTable({ currentUserEmail }: { currentUserEmail?: string | null }) {
  const users = useHotelUsers();
  const resetPassword = useResetUserPassword();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<HotelUser | null>(null);

  const onReset = (u: HotelUser) =>
    resetPassword.mutate(u.email, {
      onSuccess: () => toast.success(`Password reset email sent to ${u.email}.`),
      onError: () => toast.error('Failed to send password reset email.'),
    });
  const onDelete = (u: HotelUser) =>
    deleteUser.mutate(u.uid, {
      onSuccess: () => toast.success(`User ${u.email} deleted.`),
      onError: () => toast.error('Failed to delete user.'),
    });

  const table = useTable({ features, columns, data: users.data ?? EMPTY, getRowId: (u) => u.uid });

  return (
    <UserActionsContext.Provider value={{ onReset, onDelete: setToDelete, currentUserEmail }}>
      <section aria-labelledby="users-title" className={cardVariants({ className: 'min-w-0' })}>
        <h2 id="users-title" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        {users.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Failed to fetch users. Please check your cloud function.
          </p>
        )}
        {users.isPending && <p className="mt-3 text-sm text-slate-500">Loading users...</p>}
        {users.isSuccess && users.data.length === 0 && <p className="mt-3 text-sm text-slate-500">No users found.</p>}
        {users.isSuccess && users.data.length > 0 && (
          <div className="mt-4 overflow-x-auto">
            <Table>
              <TableHeader>
                <TableHeaderRows table={table} />
              </TableHeader>
              <TableBody>
                <TableBodyRows table={table} />
              </TableBody>
            </Table>
          </div>
        )}
        <DeleteUserDialog user={toDelete} onDelete={onDelete} onClose={() => setToDelete(null)} />
      </section>
    </UserActionsContext.Provider>
  );
}
