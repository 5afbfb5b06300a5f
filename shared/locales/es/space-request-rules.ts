/** shared/space-request-rules.ts's words in Spanish: why a space-request action is refused. */
import type { RULE_MESSAGES as EN } from '../../space-request-rules.js';
import type { Localized } from '../localized.js';
import { MSG } from './messages.js';
import { MARKET_MSG } from './market-messages.js';
import { REQUESTS_MSG } from './request-messages.js';

export const RULE_MESSAGES: Localized<typeof EN> = {
  notApproved: 'Su cuenta de vendedor debe estar aprobada antes de poder solicitar un puesto.',
  pastDue: REQUESTS_MSG.pastDueBanner,
  pastDate: 'Esta fecha de mercado ya pasó.',
  vendorNotApprovedForApproval: 'El vendedor debe estar aprobado antes de aprobar sus solicitudes de puesto',
  noPermission: MSG.forbidden,
  notAllowed: 'Esta acción no está disponible para esta fecha de mercado.',
  notApprovedForMarket: MARKET_MSG.notApprovedForMarket,
};
