import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/_hotel/guest-list')({ component: () => <p>Guest List</p> });
