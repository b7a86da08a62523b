/**
 * /checkin#t=… (docs/online-check-in.md#the-guests-page): no login, phone-first. Reads the token from the
 * URL fragment (never sent to a server but in the POST body), opens the arrival, and shows the form,
 * or the thanks once signed (with a way back to change the answers until check-in).
 */
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { useOpenCheckin } from '../api/open-checkin';
import { useSubmitCheckin } from '../api/submit-checkin';
import { checkinI18n } from '../lib/i18n';
import { CheckinForm, type CheckinExtras } from './checkin-form';
import { LanguagePicker } from './language-picker';
import { linkErrorKey } from '../lib/link-error';
import { tokenFromHash } from '../lib/token-from-hash';

/** @param extras what the route composes in: the passport scan control and the image re-encoding */
export function CheckinPage(extras: CheckinExtras) {
  return (
    <I18nextProvider i18n={checkinI18n}>
      <div className="min-h-screen bg-slate-100">
        <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
          <LanguagePicker />
          <CheckinBody token={tokenFromHash(window.location.hash)} extras={extras} />
        </main>
      </div>
    </I18nextProvider>
  );
}

function CheckinBody({ token, extras }: { token: string; extras: CheckinExtras }) {
  const { t } = useTranslation();
  const opened = useOpenCheckin(token);
  const submit = useSubmitCheckin(token);
  const [editing, setEditing] = useState(false);
  if (!token) return <Problem message={t('link.missing')} />;
  if (opened.isPending) return <p role="status">{t('loading')}</p>;
  if (opened.isError)
    return <Problem message={t(linkErrorKey(opened.error), { defaultValue: opened.error.message })} />;
  const { hotel, arrival, declaration } = opened.data;
  const done = declaration && !editing;
  return (
    <>
      <header>
        <p className="text-sm font-medium text-blue-800">{t('title')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{hotel.name}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t('stay', { arrival: arrival.arrivalDate, departure: arrival.departureDate ?? '—' })}
        </p>
        {!done && <p className="mt-2 text-slate-700">{t('intro', { hotel: hotel.name })}</p>}
      </header>
      {done ? (
        <section
          role="status"
          aria-labelledby="done-title"
          className="rounded-lg border border-emerald-200 bg-white p-4"
        >
          <h2 id="done-title" className="text-xl font-semibold text-emerald-800">
            {t('done.title')}
          </h2>
          <p className="mt-2 text-slate-700">
            {t('done.body', { hotel: hotel.name, count: declaration.travellers.length })}
          </p>
          <button type="button" className="mt-3 text-blue-700 underline" onClick={() => setEditing(true)}>
            {t('done.edit')}
          </button>
        </section>
      ) : (
        <>
          {submit.isError && (
            <Problem message={t(linkErrorKey(submit.error), { defaultValue: submit.error.message })} />
          )}
          <CheckinForm
            {...extras}
            opened={opened.data}
            sending={submit.isPending}
            onSubmit={(declaration, images) =>
              submit.mutate({ declaration, images }, { onSuccess: () => setEditing(false) })
            }
          />
        </>
      )}
    </>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}
