import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { HotelUser } from '../api/users-query';

/** Asks before deleting `user` (null: closed); `onClose` when answered or dismissed. Spec's wording. */
export function DeleteUserDialog({
  user,
  onDelete,
  onClose,
}: {
  user: HotelUser | null;
  onDelete: (user: HotelUser) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete user?"
      description={
        <>
          Delete <strong>{user?.email}</strong>? This cannot be undone.
        </>
      }
      confirmLabel="Delete user"
      destructive
      onConfirm={() => user && onDelete(user)}
    />
  );
}
