import { describe, expect, it } from 'vitest';
import * as z from '@shared/zod';
import { MSG } from '@shared/messages';
import { ApiError } from './api-client';
import { errorMessage } from './errors';

describe('errorMessage (spec 1 §8)', () => {
  it("shows the server's message", () => {
    expect(errorMessage(new ApiError(400, 'Current password is incorrect'))).toBe('Current password is incorrect');
  });

  it.each([
    'connect ECONNREFUSED 127.0.0.1:8000',
    'getaddrinfo ENOTFOUND db.internal',
    'Could not reach the database host',
    'Connection terminated unexpectedly',
  ])('replaces "%s" with the connection sentence', (message) => {
    expect(errorMessage(new ApiError(500, message))).toBe(MSG.connectionError);
  });

  it('treats an unreachable server as a connection problem', () => {
    expect(errorMessage(new ApiError(0, ''))).toBe(MSG.connectionError);
  });

  it('never shows internals: bugs, malformed answers and empty messages read as unexpected', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(MSG.unexpectedError);
    expect(errorMessage(z.string().safeParse(1).error)).toBe(MSG.unexpectedError);
    expect(errorMessage(new ApiError(500, ''))).toBe(MSG.unexpectedError);
    expect(errorMessage('boom')).toBe(MSG.unexpectedError);
  });
});
