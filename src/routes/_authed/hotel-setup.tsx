/** /hotel-setup: hotel configuration for signed-in non-admin users (spec §2). */
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/hotel-setup')({ component: () => <p>Hotel Setup</p> });
