import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { makeAdmin, makeUser, mockApi, unauthorized, vendorDashboardReply } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

async function fillAndSubmit(emailOrPhone: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Login' });
  if (emailOrPhone) await user.type(await screen.findByLabelText('Email or phone'), emailOrPhone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page (/auth)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión en MarketDay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(screen.getByText('Todo lo que su puesto necesita')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    await fillAndSubmit('', '');
    expect(await screen.findByText(MSG.emailOrPhoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('drops a message once its field is typed into, and sends the address trimmed', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized, 'POST /api/auth/login': { body: makeAdmin() } });
    renderApp('/auth');
    await fillAndSubmit('', '');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or phone'), '  admin@example.com ');
    expect(screen.queryByText(MSG.emailOrPhoneRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), ' Demo-market-1 ');
    expect(screen.queryByText(MSG.passwordRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(1));
    // A password is taken as typed; the address is not.
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      emailOrPhone: 'admin@example.com',
      password: ' Demo-market-1 ',
    });
  });

  it('sends an admin to /admin after a successful login, with the welcome toast', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized, 'POST /api/auth/login': { body: makeAdmin() } });
    const app = renderApp('/auth');
    await fillAndSubmit('admin@example.com', 'Demo-market-1');
    await waitFor(() => expect(app.location().pathname).toBe('/admin'));
    expect(await screen.findByText('Hello admin!')).toBeInTheDocument();
    // Toasts load with the first toast, so the welcome may land a moment after the screen.
    expect(await screen.findByText(MSG.welcomeTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.welcomeText)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/auth/login');
    expect(call?.body).toEqual({ emailOrPhone: 'admin@example.com', password: 'Demo-market-1' });
    expect(call?.headers.get('x-requested-with')).toBe('marketday');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.init?.credentials).toBe('include');
  });

  it('sends a vendor user to /vendor/dashboard after a successful login', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/login': { body: makeUser() },
      'GET /api/vendor/dashboard': vendorDashboardReply(),
    });
    const app = renderApp('/auth');
    await fillAndSubmit('vendor@example.com', 'Demo-market-1');
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/dashboard'));
    // The dashboard's screen loads lazily and then asks for its data.
    expect(await screen.findByText('Hello Sunny Acres Farm!')).toBeInTheDocument();
  });

  it('returns to the page that asked for the sign-in (e.g. the payment page), never to another site', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/login': { body: makeUser() },
      'GET /api/vendor/dashboard': vendorDashboardReply(),
    });
    const app = renderApp(`/auth?returnTo=${encodeURIComponent('/p/PayCode-0123456789')}`);
    await fillAndSubmit('vendor@example.com', 'Demo-market-1');
    await waitFor(() => expect(app.location().pathname).toBe('/p/PayCode-0123456789'));
    app.unmount();

    const away = renderApp(`/auth?returnTo=${encodeURIComponent('//evil.example/p')}`);
    await fillAndSubmit('vendor@example.com', 'Demo-market-1');
    await waitFor(() => expect(away.location().pathname).toBe('/vendor/dashboard'));
  });

  it('shows "Login Failed" with the server message and keeps the person on /auth', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/login': { status: 401, body: { message: MSG.invalidCredentials } },
    });
    const app = renderApp('/auth');
    await fillAndSubmit('admin@example.com', 'Wrong-password-1');
    expect(await screen.findByText(MSG.loginFailedTitle)).toBeInTheDocument();
    // Once in the toast, once in the alert above the form.
    expect(screen.getAllByText(MSG.invalidCredentials)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(app.location().pathname).toBe('/auth');
  });

  it('falls back to the spec wording when the failure carries no message', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized, 'POST /api/auth/login': { status: 500 } });
    renderApp('/auth');
    await fillAndSubmit('admin@example.com', 'x');
    expect(await screen.findByText(MSG.loginFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginErrorFallback)).toBeInTheDocument();
  });

  it('raises "Authentication Error" for ?error=google_auth_error', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    const app = renderApp('/auth?error=google_auth_error');
    expect(await screen.findByText(MSG.authErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('Error during Google authentication')).toBeInTheDocument();
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('prefers the decoded message parameter, and has a fallback for unknown codes', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth?error=whatever&message=Account%20is%20disabled');
    expect(await screen.findByText('Account is disabled')).toBeInTheDocument();
  });

  it('opens the reset form with the expired-link alert for ?showForgotPassword=true, and sends a link', async () => {
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      'POST /api/auth/forgot-password': { body: { message: MSG.resetSentText } },
    });
    renderApp('/auth?showForgotPassword=true');
    expect(await screen.findByText(MSG.resetExpiredAlert)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG.sendResetLink }));
    expect(await screen.findByText(MSG.emailOrPhoneRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or phone'), 'vendor@example.com');
    await user.click(screen.getByRole('button', { name: MSG.sendResetLink }));
    expect(await screen.findByText(MSG.resetSentTitle)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ emailOrPhone: 'vendor@example.com' });
    // Back in login mode.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('toggles the reset form from the Forgot Password link and back', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /forgot password/i }));
    expect(screen.getByRole('button', { name: MSG.sendResetLink })).toBeInTheDocument();
    expect(screen.queryByText(MSG.resetExpiredAlert)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in admin straight to /admin', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeAdmin() } });
    const app = renderApp('/auth');
    await waitFor(() => expect(app.location().pathname).toBe('/admin'));
  });

  it('has the two social sign-in buttons and the marketing text', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    for (const point of [
      'Manage your market presence',
      'Easy space request process',
      'Secure payments for market fees',
      'Space management',
    ]) {
      expect(screen.getByText(point)).toBeInTheDocument();
    }
    expect(document.title).toBe('MarketDay - Login');
  });
});
