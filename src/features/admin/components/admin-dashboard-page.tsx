import type { ReactNode } from 'react';
import { CreateHotelForm } from './create-hotel-form';
import { CreateHotelUserForm } from './create-hotel-user-form';
import { Button } from '@/components/ui/button';
import { UsersTable } from './users-table';

type Props = {
  /** Signed-in admin's email, shown in the header. */
  adminEmail: string | null;
  /** The route sends the admin through /logout (docs/product.md#screens-and-routes: sign out, clear storage, go to /login). */
  onLogout: () => void;
  /** Opens /create-user, the one-step hotel + owner account form. */
  onCreateAccount?: () => void;
  /** The admin's own Security section (two-step sign-in), composed by the route. */
  security?: ReactNode;
};

/** /admin-dashboard (docs/product.md#screens-and-routes): create hotels and hotel users, manage users. Admin only (route guard). */
export function AdminDashboardPage({ adminEmail, onLogout, onCreateAccount, security }: Props) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">Admin dashboard</h1>
            {adminEmail && <p className="text-sm text-slate-500">Signed in as {adminEmail}</p>}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {onCreateAccount && (
              <Button variant="secondary" onClick={onCreateAccount}>
                Create Hotel Account
              </Button>
            )}
            <Button variant="secondary" onClick={onLogout}>
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 lg:grid-cols-2">
        <CreateHotelForm />
        <CreateHotelUserForm />
        <div className="min-w-0 lg:col-span-2">
          <UsersTable currentUserEmail={adminEmail} />
        </div>
        {security && <div className="min-w-0 lg:col-span-2">{security}</div>}
      </main>
    </div>
  );
}
