/** /reset-password: where the password recovery email link lands. */
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export const Route = createFileRoute('/reset-password')({ component: ResetPasswordPage });
