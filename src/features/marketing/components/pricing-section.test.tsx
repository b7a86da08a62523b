import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutConfig } from '../lib/checkout';
import { PricingSection } from './pricing-section';

const checkoutOpen = vi.fn();

function installFakePaddle() {
  // Stands in for the provider's script: appending it defines window.Paddle and fires onload.
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) {
      (window as unknown as { Paddle: unknown }).Paddle = {
        Environment: { set: vi.fn() },
        Initialize: vi.fn(),
        Checkout: { open: checkoutOpen },
      };
      queueMicrotask(() => {
        node.onload?.(new Event('load'));
      });
      return;
    }
    append(node);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('PricingSection', () => {
  it("shows the spec's prices and limits", () => {
    render(<PricingSection checkout={null} onRequestPlan={vi.fn()} />);
    const starter = screen.getByRole('listitem', { name: 'Starter' });
    expect(starter).toHaveTextContent('$15 / month');
    expect(starter).toHaveTextContent('50 guests per month');
    expect(starter).toHaveTextContent('2 users');
    expect(starter).toHaveTextContent('Email support');
    const pro = screen.getByRole('listitem', { name: 'Pro' });
    expect(pro).toHaveTextContent('$29 / month');
    expect(pro).toHaveTextContent('5 users');
    expect(pro).toHaveTextContent('Priority support');
    expect(pro).toHaveTextContent('Data backup');
    const enterprise = screen.getByRole('listitem', { name: 'Enterprise' });
    expect(enterprise).toHaveTextContent('Custom');
    expect(enterprise).toHaveTextContent('Multi-hotel');
    expect(enterprise).toHaveTextContent('Unlimited users');
  });

  it('sends every plan to the demo form when no checkout is configured', async () => {
    const onRequestPlan = vi.fn<(plan: { id: string }) => void>();
    render(<PricingSection checkout={null} onRequestPlan={onRequestPlan} />);
    for (const [plan, button] of [
      ['Starter', 'Choose Starter'],
      ['Pro', 'Choose Pro'],
      ['Enterprise', 'Contact sales'],
    ]) {
      await userEvent.click(within(screen.getByRole('listitem', { name: plan })).getByRole('button', { name: button }));
    }
    expect(onRequestPlan.mock.calls.map(([p]) => p.id)).toEqual(['starter', 'pro', 'enterprise']);
  });

  it('opens the checkout overlay for a plan with a price id, and the demo form for one without', async () => {
    installFakePaddle();
    const onRequestPlan = vi.fn();
    const checkout: CheckoutConfig = {
      token: 'test_abc',
      scriptUrl: 'https://checkout.test/paddle.js',
      priceIds: { pro: 'pri_pro' },
    };
    render(<PricingSection checkout={checkout} onRequestPlan={onRequestPlan} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    await vi.waitFor(() => expect(checkoutOpen).toHaveBeenCalledWith({ items: [{ priceId: 'pri_pro', quantity: 1 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Starter' }));
    expect(onRequestPlan).toHaveBeenCalledWith(expect.objectContaining({ id: 'starter' }));
  });
});
