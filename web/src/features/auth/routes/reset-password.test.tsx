import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { PASSWORD_RULES } from '@shared/password-rules';
import { mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { INVALID_LINK_REDIRECT_MS } from './reset-password';

const ruleState = (label: string) => screen.getByText(label).closest('li')?.getAttribute('data-met');

describe('the reset password page (/reset-password)', () => {
  it('ticks the rules as the password is typed and keeps submit disabled until the form is valid', async () => {
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/auth/validate-reset-token/tok-1': { body: { isValid: true } },
      'POST /api/auth/reset-password': { body: { message: MSG.resetDone } },
    });
    const app = renderApp('/reset-password?token=tok-1');
    expect(await screen.findByText(MSG.validatingResetToken)).toBeInTheDocument();
    expect(await screen.findByText(MSG.resetPasswordHeading)).toBeInTheDocument();

    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    const rules = within(screen.getByRole('list', { name: 'Password requirements' }));
    expect(rules.getAllByRole('listitem')).toHaveLength(PASSWORD_RULES.length);
    for (const rule of PASSWORD_RULES) expect(ruleState(rule.label)).toBe('false');

    const password = screen.getByLabelText('New password');
    await user.type(password, 'a');
    expect(ruleState('At least one lowercase letter')).toBe('true');
    expect(ruleState('At least one uppercase letter')).toBe('false');
    await user.type(password, 'B');
    expect(ruleState('At least one uppercase letter')).toBe('true');
    await user.type(password, '1');
    expect(ruleState('At least one number')).toBe('true');
    expect(ruleState('At least 8 characters')).toBe('false');
    expect(submit).toBeDisabled();
    await user.type(password, 'cdefg');
    expect(ruleState('At least 8 characters')).toBe('true');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm password'), 'aB1cdefX');
    expect(screen.getByText(MSG.passwordsDontMatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'aB1cdefg');
    expect(screen.queryByText(MSG.passwordsDontMatch)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(await screen.findByText(MSG.resetDone)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-1',
      newPassword: 'aB1cdefg',
    });
    // A few dozen keystrokes: give a loaded test run time.
  });

  it('explains an invalid link and returns to the reset request form', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/auth/validate-reset-token/old': { body: { isValid: false } },
    });
    const app = renderApp('/reset-password?token=old');
    expect(await screen.findByText(MSG.resetLinkInvalid)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Return to Login' }));
    await waitFor(() => expect(app.location().search).toBe('?showForgotPassword=true'));
    expect(await screen.findByText(MSG.resetExpiredAlert)).toBeInTheDocument();
  });

  it('shows the invalid-link text, then sends the user on to ask for a new link (spec 1 §2.6)', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/auth/validate-reset-token/old': { body: { isValid: false } },
    });
    const app = renderApp('/reset-password?token=old');
    expect(await screen.findByText(MSG.resetLinkInvalid)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/reset-password');
    await waitFor(
      () => {
        expect(app.location().pathname).toBe('/auth');
        expect(app.location().search).toBe('?showForgotPassword=true');
      },
      { timeout: INVALID_LINK_REDIRECT_MS + 3000 },
    );
    expect(await screen.findByText(MSG.resetExpiredAlert)).toBeInTheDocument();
  });

  it('words the welcome e-mail’s link as setting a first password, not resetting one', async () => {
    const api = mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/auth/validate-reset-token/new-1': { body: { isValid: true } },
      'POST /api/auth/reset-password': { body: { message: MSG.resetDone } },
    });
    const app = renderApp('/reset-password?token=new-1&purpose=set');
    expect(await screen.findByRole('heading', { name: MSG.setPasswordHeading })).toBeInTheDocument();
    expect(screen.queryByText(MSG.resetPasswordHeading)).not.toBeInTheDocument();
    expect(document.title).toContain('Set Password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'aB1cdefg');
    await user.type(screen.getByLabelText('Confirm password'), 'aB1cdefg');
    await user.click(screen.getByRole('button', { name: MSG.setPasswordButton }));
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(await screen.findByText(MSG.setPasswordDone)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'new-1',
      newPassword: 'aB1cdefg',
    });
  });

  it('says so when the link has no token', async () => {
    mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/reset-password');
    expect(await screen.findByText(MSG.noResetToken)).toBeInTheDocument();
  });
});
