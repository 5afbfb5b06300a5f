import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { makeAdmin, mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { homePathFor, nextSessionState, sessionKeys, signedOut, type SessionState } from './session';

describe('homePathFor', () => {
  it('sends admins to /admin, market staff to Market Day and vendor users to their dashboard', () => {
    expect(homePathFor({ role: 'admin' })).toBe('/admin');
    expect(homePathFor({ role: 'staff' })).toBe('/market-day');
    expect(homePathFor({ role: 'vendor_user' })).toBe('/vendor/dashboard');
  });
});

describe('nextSessionState', () => {
  const admin = makeAdmin();
  const known: SessionState = { user: admin, consecutive401: 0, expired: false };

  it('treats a 401 without a known user as signed out', () => {
    expect(nextSessionState(undefined, 'unauthorized')).toEqual(signedOut);
  });

  it('keeps the last known user through two 401s and gives up on the third', () => {
    const one = nextSessionState(known, 'unauthorized');
    const two = nextSessionState(one, 'unauthorized');
    const three = nextSessionState(two, 'unauthorized');
    expect([one.user, two.user]).toEqual([admin, admin]);
    expect(three).toEqual({ user: null, consecutive401: 0, expired: true });
  });

  it('starts counting again after a good answer', () => {
    const two = nextSessionState(nextSessionState(known, 'unauthorized'), 'unauthorized');
    const back = nextSessionState(two, admin);
    expect(nextSessionState(nextSessionState(back, 'unauthorized'), 'unauthorized').user).toEqual(admin);
  });
});

describe('the session check (GET /api/auth/user)', () => {
  function setup() {
    let answer: 'user' | '401' | '500' = 'user';
    const api = mockApi({
      'GET /api/auth/user': () =>
        answer === 'user' ? { body: makeAdmin() } : answer === '401' ? unauthorized : { status: 500, body: {} },
    });
    const app = renderApp('/admin');
    const check = async (next: typeof answer) => {
      answer = next;
      await act(() => app.queryClient.refetchQueries({ queryKey: sessionKeys.user() }));
    };
    return { api, app, check };
  }

  it('keeps the user after one 401', async () => {
    const { app, check } = setup();
    expect(await screen.findByText('Hello admin!')).toBeInTheDocument();
    await check('401');
    expect(screen.getByText('Hello admin!')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/admin');
  });

  it('signs out and goes to /auth after three consecutive 401s', async () => {
    const { app, check } = setup();
    expect(await screen.findByText('Hello admin!')).toBeInTheDocument();
    await check('401');
    await check('401');
    expect(screen.getByText('Hello admin!')).toBeInTheDocument();
    await check('401');
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('does not count 401s that are not consecutive', async () => {
    const { app, check } = setup();
    expect(await screen.findByText('Hello admin!')).toBeInTheDocument();
    await check('401');
    await check('401');
    await check('user');
    await check('401');
    await check('401');
    expect(screen.getByText('Hello admin!')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/admin');
  });

  it('reports another failure as "Failed to fetch user data: {status}" and keeps the user', async () => {
    const { check } = setup();
    expect(await screen.findByText('Hello admin!')).toBeInTheDocument();
    await check('500');
    expect(await screen.findByText(MSG.userFetchFailed(500))).toBeInTheDocument();
    expect(screen.getByText('Hello admin!')).toBeInTheDocument();
  });
});
