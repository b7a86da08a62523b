/** Signs out once on mount; 'Logout failed. Try again.' on error (docs/product.md#messages). */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { signOut } from '../api/sign-out';

/** Spec docs/product.md#limits: the logout redirect is about 500 ms. */
export const LOGOUT_REDIRECT_MS = 500;

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await signOut();
      } catch {
        setFailed(true);
        toast.error('Logout failed. Try again.');
        return;
      }
      localStorage.clear();
      queryClient.clear();
      setTimeout(() => void navigate({ to: '/login', replace: true }), LOGOUT_REDIRECT_MS);
    })();
  }, [navigate, queryClient]);
  return <FullPageStatus>{failed ? 'Logout failed. Try again.' : 'Signing out…'}</FullPageStatus>;
}
