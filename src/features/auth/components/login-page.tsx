/** The /login page: the hotel login card, and a way back to the public site. */
import { Link } from '@tanstack/react-router';
import { LoginForm } from './login-form';
import { AuthCard } from './auth-card';

export function LoginPage() {
  return (
    <AuthCard title="Hotel Login" subtitle="Sign in to register guests and manage your guest list.">
      <LoginForm />
      <p className="mt-6 text-center text-sm">
        <Link to="/landing" className="font-medium text-blue-700 hover:underline">
          ← Back to the Hotel Guest Registry website
        </Link>
      </p>
    </AuthCard>
  );
}
