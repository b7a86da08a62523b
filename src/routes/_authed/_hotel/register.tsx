import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/_hotel/register')({ component: () => <p>Register</p> });
