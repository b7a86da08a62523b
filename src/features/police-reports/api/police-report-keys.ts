/** Query keys of the Police reports page (docs/architecture.md#front-end: one key factory per feature). */
export const policeReportKeys = {
  all: ['police-reports'] as const,
  hotel: (hotelId: string) => [...policeReportKeys.all, hotelId] as const,
  authority: (hotelId: string) => [...policeReportKeys.hotel(hotelId), 'authority'] as const,
  toReport: (hotelId: string) => [...policeReportKeys.hotel(hotelId), 'to-report'] as const,
  check: (hotelId: string, stayIds: readonly string[]) =>
    [...policeReportKeys.hotel(hotelId), 'check', [...stayIds].sort()] as const,
  history: (hotelId: string, page: number) => [...policeReportKeys.hotel(hotelId), 'history', page] as const,
};
