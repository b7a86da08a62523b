/**
 * /login: hotel login for signed-out visitors; signed-in users follow the redirect rule (docs/product.md#screens-and-routes).
 * A user signed in with the password whose authenticator awaits its code gets the code step here
 * (docs/product.md#two-step-sign-in).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/auth-context';
import { AuthCard } from '@/features/auth/components/auth-card';
import { homePathFor } from '@/features/auth/home-path';
import { LoginPage } from '@/features/auth/components/login-page';
import { TwoStepCodeForm } from '@/features/two-step/components/two-step-code-form';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    const { auth } = context;
    if (auth.status === 'signed-in' && !auth.recovering && !auth.secondStepPending)
      throw redirect({ to: homePathFor(auth) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-in' && auth.secondStepPending && !auth.recovering) {
    return (
      <AuthCard title="Two-step sign-in" subtitle={auth.email ?? undefined}>
        <TwoStepCodeForm />
      </AuthCard>
    );
  }
  return <LoginPage />;
}
