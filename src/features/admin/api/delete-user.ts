import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { invokeFunction } from '@/lib/invoke-function';

/** Deletes a user account and, by cascade, its hotel membership (`admin-users` action 'delete'). */
export async function deleteUser(uid: string) {
  return invokeFunction<{ deleted: boolean }>('admin-users', { action: 'delete', uid });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
