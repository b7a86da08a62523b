/** /logout (docs/product.md#screens-and-routes): sign out, clear local storage, land on /login after about 0.5 s. */
import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/logout-page';

export const Route = createFileRoute('/logout')({ component: LogoutPage });
