import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { makeUser, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

describe('change password (/profile/change-password)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': { body: makeUser() } });
    renderApp('/profile/change-password');
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('needs the current password and a valid new one, then shows the server failure', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'POST /api/change-password': { status: 400, body: { message: MSG.currentPasswordWrong } },
    });
    renderApp('/profile/change-password');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'Fresh-tomatoes-7');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-tomatoes-7');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'nope');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/change-password')[0]?.body).toEqual({
      currentPassword: 'nope',
      newPassword: 'Fresh-tomatoes-7',
    });
  });

  it('confirms a change and clears the form', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'POST /api/change-password': { body: { message: MSG.passwordChanged } },
    });
    renderApp('/profile/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Demo-market-1');
    await user.type(screen.getByLabelText('New password'), 'Fresh-tomatoes-7');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-tomatoes-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
