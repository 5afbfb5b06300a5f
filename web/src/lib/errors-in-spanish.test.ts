import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { PEOPLE_MSG } from '@shared/people-messages';
import { MSG as ES_MSG } from '@shared/locales/es/messages';
import { PEOPLE_MSG as ES_PEOPLE_MSG } from '@shared/locales/es/people-messages';
// The people screens' messages, as a screen that shows them binds them.
import '@/i18n/shared/people-messages';
import { readInSpanish } from '@/test/locale';
import { ApiError } from './api-client';
import { errorMessage } from './errors';

const serverError = (status: number, message: string, code?: string) =>
  new ApiError(status, message, { body: code ? { message, code } : { message } });

describe('a server error in the reader’s language (issue 30)', () => {
  it('reads English as the server wrote it', () => {
    expect(errorMessage(serverError(404, MSG.userNotFound, 'MSG.userNotFound'))).toBe(MSG.userNotFound);
  });

  it('shows the Spanish of its code, or of its English message, after a switch to Spanish', async () => {
    await readInSpanish();
    expect(errorMessage(serverError(404, MSG.userNotFound, 'MSG.userNotFound'))).toBe(ES_MSG.userNotFound);
    expect(errorMessage(serverError(403, PEOPLE_MSG.primaryProtected, 'PEOPLE_MSG.primaryProtected'))).toBe(
      ES_PEOPLE_MSG.primaryProtected,
    );
    // An answer from before error codes: its English message is enough.
    expect(errorMessage(serverError(404, MSG.vendorNotFound))).toBe(ES_MSG.vendorNotFound);
    // A message no module holds is shown as written; a failure with none reads as the unexpected error, in Spanish.
    expect(errorMessage(serverError(409, 'Something only the server says', 'http.conflict'))).toBe(
      'Something only the server says',
    );
    expect(errorMessage(new TypeError('x'))).toBe(ES_MSG.unexpectedError);
  });
});
