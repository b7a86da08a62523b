import { Link } from '@tanstack/react-router';
import { LEGAL_CONTACT, LegalPage } from './legal-page';

/** /terms: the terms of service for hotels using Guest Registry. */
export function TermsPage() {
  return (
    <LegalPage title="Terms & Conditions" updated="22 November 2026">
      <h2>1. The service</h2>
      <p>
        Hotel Guest Registry ("we") provides a web application that hotels, guesthouses and villas ("you", "the hotel")
        use to register guests, store passport images and manage their guest list.
      </p>
      <h2>2. Accounts</h2>
      <ul>
        <li>
          Each staff account belongs to one hotel. Keep passwords confidential; you are responsible for what is done
          with your hotel's accounts.
        </li>
        <li>
          The platform administrator creates hotels and staff accounts, resets passwords and removes accounts on
          request.
        </li>
      </ul>
      <h2>3. Your guests' data</h2>
      <p>
        You decide which guest data you collect and you are responsible for having a lawful basis for it, including any
        guest registration duty in your country. We process that data only to provide the service, as described in the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <h2>4. Plans, limits and payment</h2>
      <ul>
        <li>Starter: $15 per month, 50 guests per month, 2 users, email support.</li>
        <li>Pro: $29 per month, 50 guests per month, 5 users, priority support, data backup.</li>
        <li>Enterprise: custom price, multiple hotels, unlimited users.</li>
      </ul>
      <p>
        When a plan's monthly guest limit or user limit is reached, new registrations or new users are refused until the
        next month or an upgrade. Refunds follow the <Link to="/refund-policy">Refund Policy</Link>.
      </p>
      <h2>5. Acceptable use</h2>
      <p>
        Do not use the service for anything unlawful, to store data unrelated to your guests, or to probe or overload
        the service or other hotels' data.
      </p>
      <h2>6. Availability and liability</h2>
      <p>
        We aim for continuous availability but do not guarantee it. To the extent the law allows, our liability is
        limited to the fees you paid in the 12 months before the claim.
      </p>
      <h2>7. Ending the service</h2>
      <p>
        You may cancel at any time. We may suspend accounts that break these terms. After cancellation your data is
        deleted as described in the Privacy Policy.
      </p>
      <h2>8. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${LEGAL_CONTACT}`}>{LEGAL_CONTACT}</a>.
      </p>
    </LegalPage>
  );
}
