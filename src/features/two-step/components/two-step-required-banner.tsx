/**
 * Tells staff whose hotel requires two-step sign-in, while they have none, why passport images and the
 * other guarded pages refuse them, and where to turn it on (docs/product.md#two-step-sign-in).
 */
import { Link } from '@tanstack/react-router';
import { useHotelRequiresTwoStep } from '../api/hotel-two-step-rule';

export function TwoStepRequiredBanner({ hotelId, aal }: { hotelId: string | null; aal: 'aal1' | 'aal2' }) {
  const rule = useHotelRequiresTwoStep(aal === 'aal2' ? null : hotelId);
  if (aal === 'aal2' || !rule.data) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Your hotel requires two-step sign-in for passport images, data protection, exports and erasure.{' '}
      <Link to="/hotel-setup" hash="security" className="font-medium underline">
        Set it up in Hotel Setup
      </Link>
      .
    </p>
  );
}
