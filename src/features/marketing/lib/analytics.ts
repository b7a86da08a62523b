/**
 * Privacy-friendly page analytics for the public marketing pages only (docs/product.md#server-calls "An analytics service
 * is initialised"). Umami-compatible script: `data-auto-track="false"` stops it from recording page
 * views by itself, so pages with guest data (/register, /guest-list, /hotel-setup) are never tracked
 * even after a visitor signs in; marketing pages call `trackMarketingPageView` explicitly.
 * Nothing loads unless VITE_ANALYTICS_URL and VITE_ANALYTICS_SITE_ID are both set.
 */
type Tracker = { track: (event?: string) => void };

/** Paths allowed to report a page view; everything else (hotel and admin pages) is never reported. */
export const TRACKED_PATHS = ['/', '/landing', '/screenshots', '/terms', '/privacy', '/refund-policy'];

let loading: Promise<Tracker | null> | null = null;

function loadTracker(scriptUrl: string, siteId: string): Promise<Tracker | null> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.defer = true;
    script.dataset.websiteId = siteId;
    script.dataset.autoTrack = 'false';
    script.dataset.doNotTrack = 'true';
    script.onload = () => resolve((window as unknown as { umami?: Tracker }).umami ?? null);
    script.onerror = () => resolve(null); // analytics must never break the page
    document.head.append(script);
  });
  return loading;
}

/**
 * Reports one page view of a marketing page.
 * @param config the two env values; undefined values disable analytics entirely
 * @param pathname the current path; ignored unless it is in TRACKED_PATHS
 */
export async function trackMarketingPageView(config: { url?: string; siteId?: string }, pathname: string) {
  if (!config.url || !config.siteId || !TRACKED_PATHS.includes(pathname)) return;
  const tracker = await loadTracker(config.url, config.siteId);
  tracker?.track();
}
