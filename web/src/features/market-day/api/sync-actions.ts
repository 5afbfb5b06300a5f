import { apiPath } from '@shared/api-path';
import { api } from '@/lib/api-client';
import { syncAnswerSchema, type DayAction } from '@shared/schemas/market-day';

/** Every queued action of the day in one call; the server records an action id once, so sending again is safe. */
export const syncActions = (marketDateId: string, actions: readonly DayAction[]) =>
  api.post(apiPath('/api/market-day/{marketDateId}/sync', { marketDateId }), syncAnswerSchema, { actions });
