/**
 * Header plan badge, docs/product.md#states: 'Loading…', 'No plan', 'Plan error', or the plan name plus
 * 'N guests / M users' when both limits exist (unlimited plans show the name only).
 */
import { usePlanUsage, type PlanUsage } from '../api/get-plan-usage';

export function planBadgeText(state: { status: 'pending' | 'error' | 'success'; data?: PlanUsage | null }): string {
  if (state.status === 'pending') return 'Loading…';
  if (state.status === 'error') return 'Plan error';
  const plan = state.data;
  if (!plan) return 'No plan';
  if (plan.guest_limit != null && plan.user_limit != null) {
    return `${plan.plan_name} · ${plan.guest_limit} guests / ${plan.user_limit} users`;
  }
  return plan.plan_name;
}

export function PlanBadge({ hotelId }: { hotelId: string | null }) {
  const query = usePlanUsage(hotelId);
  const text = hotelId ? planBadgeText(query) : 'No plan';
  const usage = query.data ? `${query.data.guests_this_month} guests this month, ${query.data.users} users` : undefined;
  return (
    <span
      title={usage}
      className="inline-flex shrink-0 items-center rounded-full whitespace-nowrap border border-blue-200 bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800"
    >
      {text}
    </span>
  );
}
