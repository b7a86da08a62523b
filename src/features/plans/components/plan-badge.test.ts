import { describe, expect, it } from 'vitest';
import { planBadgeText, planUsageText } from './plan-badge';

describe('plan badge states (docs/product.md#states)', () => {
  it('shows loading, none, error and the plan with its limits', () => {
    expect(planBadgeText({ status: 'pending' })).toBe('Loading…');
    expect(planBadgeText({ status: 'success', data: null })).toBe('No plan');
    expect(planBadgeText({ status: 'error' })).toBe('Plan error');
    const pro = { plan_name: 'Pro', guest_limit: 50, user_limit: 5, guests_this_month: 3, users: 1 };
    expect(planBadgeText({ status: 'success', data: pro })).toBe('Pro · 50 guests / 5 users');
    expect(
      planBadgeText({
        status: 'success',
        data: { ...pro, plan_name: 'Enterprise', guest_limit: null, user_limit: null },
      }),
    ).toBe('Enterprise');
  });

  it("shows this month's usage against the limit", () => {
    const pro = { plan_name: 'Pro', guest_limit: 50, user_limit: 5, guests_this_month: 12, users: 1 };
    expect(planUsageText(pro)).toBe('12 of 50 guests this month');
    expect(planUsageText({ ...pro, guest_limit: null })).toBe('12 guests this month');
  });
});
