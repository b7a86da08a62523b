import { LEGAL_CONTACT, LegalPage } from './legal-page';

/** /privacy: what is stored (passport images included), where, for how long, who sees it, deletion. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="22 November 2026">
      <p>
        This policy is for guests whose details a hotel records with Guest Registry, and for the hotels themselves. The
        hotel decides what it records about its guests (it is the data controller); we store and process that data on
        the hotel's behalf (processor).
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Guest identity:</strong> first and last name, passport number and nationality, as far as the hotel's
          form asks for them.
        </li>
        <li>
          <strong>Guest contact and stay details:</strong> email, phone, room, check-in and check-out dates,
          registration and check-out times, travel agent, chauffeur name and contact.
        </li>
        <li>
          <strong>Passport images:</strong> up to five photos per guest, kept in a{' '}
          <strong>private storage bucket</strong> in a folder of the hotel. They are never public: staff view them
          through links that expire after a short time.
        </li>
        <li>
          <strong>Hotel accounts:</strong> staff email addresses, the hotel they belong to, and a password stored only
          as a one-way hash by the authentication service.
        </li>
        <li>
          <strong>Demo requests:</strong> the email and optional message sent from our website.
        </li>
      </ul>
      <h2>Where it is stored</h2>
      <p>
        All data lives in one Supabase project (a PostgreSQL database and file storage) in the region chosen when the
        project was created, or, for hotels that run their own installation, on the host the hotel chose. Data travels
        encrypted (HTTPS) between your browser and the service.
      </p>
      <h2>Who can see it</h2>
      <ul>
        <li>
          Staff of the hotel that registered the guest, and nobody else: the database itself refuses other hotels'
          accounts (row-level security), and the same rule guards passport images.
        </li>
        <li>The platform administrator manages hotels and accounts; the administrator's screens show no guest data.</li>
        <li>
          Our hosting provider stores the data for us under a data processing agreement. We do not sell or share guest
          data.
        </li>
      </ul>
      <h2>How long we keep it</h2>
      <ul>
        <li>
          Guest records and passport images: for as long as the hotel keeps them. Many countries require hotels to keep
          registration records for a set period; the hotel is responsible for deleting records after that.
        </li>
        <li>
          When a hotel cancels, its guests, images and accounts are deleted within 30 days; backups (Pro plan) expire
          within a further 30 days.
        </li>
        <li>Demo requests: 12 months.</li>
      </ul>
      <h2>Deletion and other requests</h2>
      <p>
        Guests should first contact the hotel where they stayed; hotel staff can delete a guest's record in the app.
        Guests and hotels can also write to <a href={`mailto:${LEGAL_CONTACT}`}>{LEGAL_CONTACT}</a> to see, correct or
        delete data, including passport images. We answer within 30 days.
      </p>
      <h2>Analytics</h2>
      <p>
        If analytics is enabled, only the public pages of this website (home, screenshots and legal pages) count visits,
        without cookies. Pages that show guest data are never tracked.
      </p>
    </LegalPage>
  );
}
