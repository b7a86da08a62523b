/** /register and /guest-list need a hotel: without a hotel_id claim go to /hotel-setup (docs/product.md#screens-and-routes). */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/_hotel')({
  beforeLoad: ({ context }) => {
    const hotelId = context.auth.hotelId;
    if (!hotelId) throw redirect({ to: '/hotel-setup' });
    return { hotelId };
  },
  component: Outlet,
});
