/**
 * /admin-login (docs/product.md#screens-and-routes): signed-out page; a signed-in user follows the redirect rule.
 * The platform admin signs in with two steps (docs/product.md#two-step-sign-in): after the password comes
 * the code of their authenticator, or, for an admin without one, setting one up.
 */
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/auth-context';
import { homePathFor } from '@/features/auth/home-path';
import { AdminLoginPage } from '@/features/admin/components/admin-login-page';
import { isAdminSignInInProgress } from '@/features/admin/api/sign-in-admin';
import { AuthenticatorEnrolment } from '@/features/two-step/components/authenticator-enrolment';
import { TwoStepCard } from '@/features/two-step/components/two-step-card';
import { TwoStepCodeForm } from '@/features/two-step/components/two-step-code-form';
import { TWO_STEP_MESSAGES } from '@/features/two-step/lib/two-step-messages';
import { env } from '@/lib/env';
import { supabase } from '@/lib/supabase';

export const Route = createFileRoute('/admin-login')({
  beforeLoad: ({ context }) => {
    const { auth } = context;
    if (auth.status !== 'signed-in') return;
    // The admin's second step happens on this page.
    if (auth.isAdmin && auth.aal !== 'aal2') return;
    // A non-admin is signed in for a moment before signInAsAdmin signs them out; stay to show why.
    if (auth.isAdmin || !isAdminSignInInProgress()) throw redirect({ to: homePathFor(auth) });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const auth = useAuth();
  // Navigate once the auth store (and with it the router context) has the admin's claims; navigating
  // straight from the sign-in callback would run the dashboard guard against the old context.
  if (auth.isAdmin && auth.aal === 'aal2') return <Navigate to="/admin-dashboard" replace />;
  if (auth.isAdmin && auth.hasVerifiedFactor) {
    return (
      <TwoStepCard title="Admin login" subtitle="Two-step sign-in">
        <TwoStepCodeForm />
      </TwoStepCard>
    );
  }
  if (auth.isAdmin) {
    return (
      <TwoStepCard
        title="Set up two-step sign-in"
        subtitle="The platform administrator signs in with a password and a code from an authenticator app."
      >
        <AuthenticatorEnrolment
          defaultName="Phone"
          doneMessage={TWO_STEP_MESSAGES.turnedOn}
          onCancel={() => void supabase.auth.signOut({ scope: 'local' })}
        />
      </TwoStepCard>
    );
  }
  return <AdminLoginPage adminDomain={env.VITE_ADMIN_EMAIL_DOMAIN} onSignedIn={() => {}} />;
}
