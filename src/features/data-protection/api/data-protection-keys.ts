/** Query keys of the Data protection page (docs/architecture.md#front-end: one key factory per feature). */
export const dataProtectionKeys = {
  all: ['data-protection'] as const,
  hotel: (hotelId: string) => [...dataProtectionKeys.all, hotelId] as const,
  rule: (hotelId: string) => [...dataProtectionKeys.hotel(hotelId), 'rule'] as const,
  purges: (hotelId: string, days: number) => [...dataProtectionKeys.hotel(hotelId), 'purges', days] as const,
  receipts: (hotelId: string, page: number) => [...dataProtectionKeys.hotel(hotelId), 'receipts', page] as const,
  accessLog: (hotelId: string, page: number) => [...dataProtectionKeys.hotel(hotelId), 'access-log', page] as const,
};
