/** / (docs/product.md#screens-and-routes): the landing page when signed out; signed-in users follow the redirect rule. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/lib/home-path';
import { LandingPage } from '@/features/marketing/components/landing-page';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.auth.status === 'signed-in' && !context.auth.recovering)
      throw redirect({ to: homePathFor(context.auth) });
  },
  component: LandingPage,
});
