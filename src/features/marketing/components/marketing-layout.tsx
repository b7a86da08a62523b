import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { env } from '@/lib/env';
import { trackMarketingPageView } from '../lib/analytics';
import { MarketingFooter } from './marketing-footer';

const navLink = 'rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-blue-700';

/** Header, page and the legal footer shared by the landing, screenshots and legal pages (docs/product.md#screens-and-routes). */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    void trackMarketingPageView({ url: env.VITE_ANALYTICS_URL, siteId: env.VITE_ANALYTICS_SITE_ID }, pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="flex items-center gap-2 font-semibold text-slate-900">
            <span
              aria-hidden="true"
              className="grid h-8 w-8 place-items-center rounded-lg bg-blue-700 text-sm font-bold text-white"
            >
              GR
            </span>
            Guest Registry
          </Link>
          <div className="flex items-center gap-1 sm:gap-3">
            <Link to="/landing" hash="pricing" className={`${navLink} hidden sm:inline`}>
              Pricing
            </Link>
            <Link to="/screenshots" className={`${navLink} hidden sm:inline`}>
              Screenshots
            </Link>
            <Button asChild size="sm" className="font-semibold">
              <Link to="/login">Hotel login</Link>
            </Button>
          </div>
        </nav>
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
