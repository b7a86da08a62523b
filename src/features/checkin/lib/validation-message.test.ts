import { describe, expect, it } from 'vitest';
import { guestSchemaFor } from '@shared/guest-schema';
import { checkinI18n } from './i18n';
import { validationMessage } from './validation-message';

/** The schema's own message for `guest`'s field `key`. */
const messageOf = (guest: Record<string, unknown>, key: string) =>
  guestSchemaFor({})
    .safeParse(guest)
    .error?.issues.find((issue) => issue.path[0] === key)?.message ?? '';

describe('validation messages in the guest’s language', () => {
  it('words the registration schema’s refusals in German, and leaves an unknown sentence as written', () => {
    const t = checkinI18n.getFixedT('de');
    expect(validationMessage(t, messageOf({ email: 'lena(at)example' }, 'email'))).toBe(
      'Geben Sie eine gültige E-Mail-Adresse ein',
    );
    expect(validationMessage(t, messageOf({ firstName: 'x'.repeat(300) }, 'firstName'))).toBe('Höchstens 100 Zeichen');
    expect(validationMessage(t, messageOf({ nationality: 'ZZZ' }, 'nationality'))).toBe(
      'Wählen Sie ein Land aus der Liste',
    );
    expect(validationMessage(t, 'Required')).toBe('Pflichtfeld');
    expect(validationMessage(t, 'Something new')).toBe('Something new');
  });
});
