import { MSG } from '@shared/messages';

/** Who to contact, shown in the footer of every page. */
export const marketContacts = [
  { role: 'Market Manager', email: 'manager@marketday.example', phone: '(555) 010-2000' },
  { role: 'Operations', email: 'operations@marketday.example' },
] as const;

export const supportEmail = 'support@marketday.example';
export const marketHours = MSG.marketHours;
