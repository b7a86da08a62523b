import { MarketingLayout } from './marketing-layout';
import { ScreenshotGallery } from './screenshot-gallery';

/** /screenshots (docs/product.md#screens-and-routes): the seven screenshots, click to enlarge. */
export function ScreenshotsPage() {
  return (
    <MarketingLayout>
      <section aria-labelledby="screenshots-page-title" className="mx-auto max-w-6xl px-4 py-12">
        <h1 id="screenshots-page-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Screenshots
        </h1>
        <p className="mt-2 text-slate-600">
          Seven screens of the real app, captured from the demo hotel. Select one to enlarge it; use the arrow keys to
          step through.
        </p>
        <div className="mt-8">
          <ScreenshotGallery />
        </div>
      </section>
    </MarketingLayout>
  );
}
