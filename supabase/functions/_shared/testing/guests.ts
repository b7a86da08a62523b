/**
 * A registration that fills every guest field with a valid value (docs/product.md#guest-fields), for
 * tests that start from a guest the schema accepts and change one thing.
 */
export const COMPLETE_GUEST = {
  firstName: 'Ana',
  lastName: 'Silva',
  passportNumber: 'P1234567',
  nationality: 'PRT',
  dateOfBirth: '1990-04-25',
  sex: 'F',
  documentType: 'P',
  issuingCountry: 'PRT',
  documentExpiry: '2031-04-24',
  travelAgentName: 'Blue Sky Travel',
  email: 'ana@example.com',
  phone: '+351 (21) 555-0100',
  checkIn: '2099-01-01',
  checkOut: '2099-01-03',
  room: '12B',
  chauffeurName: 'Rui',
  chauffeurContact: '+351 912 000 000',
  attachments: [] as string[],
};
