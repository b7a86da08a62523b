/** What is kept, who sees it, for how long (docs/online-check-in.md#privacy), under the hotel's own image rule. */
import { useTranslation } from 'react-i18next';
import type { OpenedCheckin } from '../api/open-checkin';

export function PrivacyNotice({ hotel, retention }: { hotel: string; retention: OpenedCheckin['retention'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="privacy-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="privacy-title" className="font-semibold text-slate-900">
        {t('privacy.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>{t('privacy.what')}</li>
        <li>{t('privacy.who', { hotel })}</li>
        <li>{t('privacy.howLong')}</li>
        <li>{t(`privacy.images.${retention.passportImages}`, { days: retention.days })}</li>
      </ul>
    </section>
  );
}
