import { Link } from '@tanstack/react-router';

const footerLink = 'text-sm text-slate-300 hover:text-white hover:underline';

/** Footer of the landing and legal pages with the three legal links (docs/product.md#screens-and-routes "Navigation"). */
export function MarketingFooter() {
  return (
    <footer className="bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-400">© {new Date().getFullYear()} Hotel Guest Registry</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/terms" className={footerLink}>
            Terms &amp; Conditions
          </Link>
          <Link to="/privacy" className={footerLink}>
            Privacy Policy
          </Link>
          <Link to="/refund-policy" className={footerLink}>
            Refund Policy
          </Link>
          <Link to="/admin-login" className={footerLink}>
            Admin
          </Link>
        </nav>
      </div>
    </footer>
  );
}
