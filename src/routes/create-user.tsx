/** /create-user (docs/product.md#screens-and-routes "Create Hotel Account"): platform admin only; everyone else goes to /login. */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { CreateHotelAccountPage } from '@/features/admin/components/create-hotel-account-page';

export const Route = createFileRoute('/create-user')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAdmin) throw redirect({ to: '/login' });
  },
  component: CreateUserRoute,
});

function CreateUserRoute() {
  const navigate = useNavigate();
  return <CreateHotelAccountPage onBack={() => void navigate({ to: '/admin-dashboard' })} />;
}
