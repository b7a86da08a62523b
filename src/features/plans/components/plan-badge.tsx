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

/** This month's registrations against the plan's limit, e.g. '12 of 50 guests this month'. */
export function planUsageText(plan: PlanUsage): string {
  const n = plan.guests_this_month;
  return plan.guest_limit != null ? `${n} of ${plan.guest_limit} guests this month` : `${n} guests this month`;
}

export function PlanBadge({ hotelId }: { hotelId: string | null }) {
  const query = usePlanUsage(hotelId);
  const text = hotelId ? planBadgeText(query) : 'No plan';
  const usage = query.data ? `${query.data.guests_this_month} guests this month, ${query.data.users} users` : undefined;
  return (
    <>
      <Badge text={text} title={usage} />
      {hotelId && query.data && (
        <span className="text-xs whitespace-nowrap text-slate-500" data-testid="plan-usage">
          {planUsageText(query.data)}
        </span>
      )}
      {/* The usage line's room while the plan loads, so the header does not grow when it arrives. */}
      {hotelId && query.isPending && (
        <span className="text-xs text-slate-500" aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
    </>
  );
}

function Badge({ text, title }: { text: string; title?: string }) {
  return (
    <span
      title={title}
      className="inline-flex shrink-0 items-center rounded-full whitespace-nowrap border border-blue-200 bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800"
    >
      {text}
    </span>
  );
}
