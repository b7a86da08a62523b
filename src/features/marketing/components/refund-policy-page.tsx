import { LEGAL_CONTACT, LegalPage } from './legal-page';

/** /refund-policy with the spec's terms (docs/product.md#limits "Refund policy"). */
export function RefundPolicyPage() {
  return (
    <LegalPage title="Refund Policy" updated="22 November 2026">
      <h2>Monthly plans</h2>
      <p>
        Monthly subscriptions (Starter, Pro) are <strong>non-refundable</strong>. You can cancel at any time; the plan
        stays active until the end of the month already paid.
      </p>
      <h2>Annual plans</h2>
      <p>
        Annual subscriptions are <strong>refundable within 7 days</strong> of purchase <strong>if unused</strong>,
        meaning no guest has been registered under the hotel during that time. After 7 days, or once the plan has been
        used, annual plans are non-refundable.
      </p>
      <h2>Billing errors</h2>
      <p>
        If you were charged twice, charged the wrong amount or charged for a plan you did not choose, report it{' '}
        <strong>within 5 days</strong> of the charge. We correct confirmed billing errors in full. Errors reported later
        may not be correctable.
      </p>
      <h2>How to ask</h2>
      <p>
        Email <a href={`mailto:${LEGAL_CONTACT}`}>{LEGAL_CONTACT}</a> from the account owner's address with the hotel
        name and the date and amount of the charge. Approved refunds go back to the original payment method, usually
        within 10 business days.
      </p>
    </LegalPage>
  );
}
