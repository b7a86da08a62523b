/** The three plans as sold (docs/product.md#limits "Pricing (USD)"); the database's `plans` table holds the same limits. */
export type PlanId = 'starter' | 'pro' | 'enterprise';

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in USD; null = custom (Enterprise). */
  priceUsdMonth: number | null;
  features: string[];
  highlighted?: boolean;
};

export const PLANS: Plan[] = [
  { id: 'starter', name: 'Starter', priceUsdMonth: 15, features: ['50 guests per month', '2 users', 'Email support'] },
  {
    id: 'pro',
    name: 'Pro',
    priceUsdMonth: 29,
    features: ['50 guests per month', '5 users', 'Priority support', 'Data backup'],
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceUsdMonth: null,
    features: ['Multi-hotel', 'Unlimited users', 'Custom price'],
  },
];

/** The demo-form message prefilled when a plan's button cannot open a checkout. */
export const planInterestMessage = (plan: Plan) => `I'm interested in the ${plan.name} plan.`;
