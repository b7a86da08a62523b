import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { env } from '@/lib/env';
import { checkoutConfigFrom } from '../lib/checkout';
import type { Plan } from '../lib/plans';
import { FeatureList } from './feature-list';
import { MarketingLayout } from './marketing-layout';
import { PricingSection } from './pricing-section';
import { ScreenshotGallery } from './screenshot-gallery';

const checkout = checkoutConfigFrom(env);

// The demo form sits at the page's end: its form library and schema load after the first render instead of
// before it (docs/architecture.md#performance), while a box of the form's height holds its place.
const DemoRequestForm = lazy(() =>
  import('./demo-request-form').then((module) => ({ default: module.DemoRequestForm })),
);

/** The landing page at / and /landing (docs/product.md#screens-and-routes "Landing and marketing"). */
export function LandingPage() {
  const [requestedPlan, setRequestedPlan] = useState<Plan | null>(null);
  const demoRef = useRef<HTMLElement>(null);

  const requestPlan = (plan: Plan) => {
    // A new object each time so choosing the same plan twice still prefills and focuses again.
    setRequestedPlan({ ...plan });
    demoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <MarketingLayout>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">
            For small hotels, guesthouses and villas
          </p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Guest registration without the paperwork
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Register guests with their passport photos in under a minute, find anyone in the guest list instantly, and
            keep every record private to your hotel.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="shadow">
              <a href="#demo">Request a demo</a>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/login">Try the demo hotel</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Everything the front desk needs
        </h2>
        <FeatureList />
      </section>

      <section aria-labelledby="screenshots-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="screenshots-title" className="text-3xl font-bold tracking-tight text-slate-900">
            See it in action
          </h2>
          <p className="mt-2 text-slate-600">Screens of the real app. Select one to enlarge it.</p>
          <div className="mt-8">
            <ScreenshotGallery />
          </div>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Simple pricing
        </h2>
        <p className="mt-2 text-slate-600">Per hotel, billed monthly in US dollars. Cancel any time.</p>
        <div className="mt-8">
          <PricingSection checkout={checkout} onRequestPlan={requestPlan} />
        </div>
      </section>

      <section id="demo" ref={demoRef} aria-labelledby="demo-title" className="scroll-mt-20 bg-slate-50 py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2">
          <div>
            <h2 id="demo-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Request a demo
            </h2>
            <p className="mt-3 text-slate-600">
              Leave your email and we will walk you through the app with your own rooms and staff in mind.
              {requestedPlan && (
                <>
                  {' '}
                  You asked about the <strong>{requestedPlan.name}</strong> plan.
                </>
              )}
            </p>
          </div>
          <Card padding="lg">
            <Suspense fallback={<div aria-busy="true" className="h-63" />}>
              <DemoRequestForm requestedPlan={requestedPlan} />
            </Suspense>
          </Card>
        </div>
      </section>
    </MarketingLayout>
  );
}
