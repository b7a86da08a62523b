/** /login: hotel login for signed-out visitors; signed-in users follow the redirect rule (docs/product.md#screens-and-routes). */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/lib/home-path';
import { LoginPage } from '@/features/auth/components/login-page';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    if (context.auth.status === 'signed-in' && !context.auth.recovering)
      throw redirect({ to: homePathFor(context.auth) });
  },
  component: LoginPage,
});
