/** The /login page: the hotel login card. */
import { LoginForm } from './login-form';
import { AuthCard } from './auth-card';

export function LoginPage() {
  return (
    <AuthCard title="Hotel Login" subtitle="Sign in to register guests and manage your guest list.">
      <LoginForm />
    </AuthCard>
  );
}
