/** The guest's language (docs/online-check-in.md#languages): the browser's by default, switchable here. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center justify-end gap-2 text-sm text-slate-700">
      {t('language')}
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-2"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
