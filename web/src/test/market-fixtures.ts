import type { Market } from '@shared/schemas/markets';

/** A market as `GET /api/markets` answers it: the Sunday town-square market unless told otherwise. */
export const makeMarket = (over: Partial<Market> = {}): Market => ({
  id: 'main',
  name: 'Town Square Market',
  shortName: 'Town Square',
  address: '',
  mapLink: null,
  description: '',
  logoUrl: null,
  days: [{ weekday: 0, opens: '09:00', closes: '13:00' }],
  timeZone: 'America/Los_Angeles',
  seasonStart: null,
  seasonEnd: null,
  deadline: { daysBefore: 5, time: '23:59' },
  mapPasswordSet: false,
  defaultMaxVendors: null,
  isActive: true,
  hours: 'Every Sunday 9:00 AM to 1:00 PM',
  ...over,
});
