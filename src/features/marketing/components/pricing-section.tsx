import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkoutPriceId, openCheckout, type CheckoutConfig } from '../lib/checkout';
import { PLANS, type Plan } from '../lib/plans';

type Props = {
  /** From env; null = no checkout provider configured. */
  checkout: CheckoutConfig | null;
  /** Sends the visitor to the demo form with the plan named (no checkout for this plan, or it failed). */
  onRequestPlan: (plan: Plan) => void;
};

const price = (plan: Plan) => (plan.priceUsdMonth === null ? 'Custom' : `$${plan.priceUsdMonth}`);

/** Pricing cards (docs/product.md#limits): every button either opens the checkout overlay or the demo form, never nothing. */
export function PricingSection({ checkout, onRequestPlan }: Props) {
  const [opening, setOpening] = useState<string | null>(null);

  const choose = async (plan: Plan) => {
    const priceId = checkoutPriceId(checkout, plan.id);
    if (!checkout || !priceId) return onRequestPlan(plan);
    setOpening(plan.id);
    try {
      await openCheckout(checkout, priceId);
    } catch {
      onRequestPlan(plan); // provider unreachable: still give the visitor a way forward
    } finally {
      setOpening(null);
    }
  };

  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          aria-labelledby={`plan-${plan.id}`}
          className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.highlighted ? 'border-blue-600 ring-2 ring-blue-600' : 'border-slate-200'}`}
        >
          <div className="flex items-center justify-between">
            <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
              {plan.name}
            </h3>
            {plan.highlighted && (
              <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800">
                Most popular
              </span>
            )}
          </div>
          <p className="mt-4">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{price(plan)}</span>
            {plan.priceUsdMonth !== null && <span className="text-sm text-slate-500"> / month</span>}
          </p>
          <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <span aria-hidden="true" className="text-blue-700">
                  ✓
                </span>
                {f}
              </li>
            ))}
          </ul>
          <Button
            variant={plan.highlighted ? 'primary' : 'secondary'}
            className="mt-6 w-full"
            disabled={opening === plan.id}
            onClick={() => void choose(plan)}
          >
            {opening === plan.id
              ? 'Opening checkout...'
              : plan.priceUsdMonth === null
                ? 'Contact sales'
                : `Choose ${plan.name}`}
          </Button>
        </li>
      ))}
    </ul>
  );
}
