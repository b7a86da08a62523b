import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from './privacy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { TermsPage } from './terms-page';

vi.mock('@/lib/env', () => ({ env: {} })); // analytics off: no VITE_ANALYTICS_* set

/** Renders a page under a memory router, as the app's routes do (the layout uses Link). */
async function renderPage(Page: () => React.JSX.Element) {
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/terms'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('legal pages', () => {
  it.each([
    ['Terms & Conditions', TermsPage],
    ['Privacy Policy', PrivacyPage],
    ['Refund Policy', RefundPolicyPage],
  ])(
    '%s shows the footer with the three legal links (docs/product.md#screens-and-routes navigation)',
    async (title, Page) => {
      expect(await renderPage(Page)).toHaveTextContent(title);
      const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
      expect(legal.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
      expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      expect(legal.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    },
  );

  it("states the spec's refund terms (docs/product.md#limits)", async () => {
    await renderPage(RefundPolicyPage);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/Monthly subscriptions .* are non-refundable/);
    expect(text).toMatch(/Annual subscriptions are refundable within 7 days of purchase if unused/);
    expect(text).toMatch(/report it within 5 days/);
  });

  it('tells guests that passport images are stored privately, where, and for how long', async () => {
    await renderPage(PrivacyPage);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/Passport images:.*private storage bucket/);
    expect(text).toMatch(/Where it is stored/);
    expect(text).toMatch(/How long we keep it/);
  });
});
