import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PEOPLE_MSG } from '@shared/locales/es/people-messages';
import { storageKeys } from '@/config/storage-keys';
import { makeUser, mockApi, unauthorized } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

/** Profile Settings' Language field (the footer's switch is a combobox of that name too, a native select). */
const settingsField = (name: string) =>
  waitFor(() => {
    const field = screen.getAllByRole('combobox', { name }).find((element) => element.tagName === 'INPUT');
    if (!field) throw new Error(`No ${name} field yet`);
    return field;
  });

/** Issue 30 "Choose the language": the switch, the choice saved on the user, and the saved choice followed. */
describe('the language switch', () => {
  it('switches a visitor to Español at once and remembers it on the device', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized });
    renderApp('/auth');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    const user = userEvent.setup();
    // In the header and again in the footer, each named "Language".
    const [headerSwitch] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.selectOptions(headerSwitch!, 'es');
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Idioma' })[0]).toHaveValue('es');
    expect(localStorage.getItem(storageKeys.locale)).toBe('es');
    expect(document.documentElement.lang).toBe('es-US');
    // Nobody is signed in: nothing to save on a user.
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('saves a signed-in person’s choice on the user', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'PATCH /api/users/user-1/profile': ({ body }) => ({ body: { ...makeUser(), ...(body as object) } }),
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Configuración del perfil' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/user-1/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/users/user-1/profile')[0]!.body).toEqual({ locale: 'es' });
    expect(localStorage.getItem(storageKeys.locale)).toBe('es');
  });

  it('reads Spanish when the signed-in user saved Spanish, and remembers it on the device', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser({ locale: 'es' }) } });
    renderApp('/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Configuración del perfil' })).toBeInTheDocument();
    expect(await settingsField('Idioma')).toHaveValue('Español');
    expect(localStorage.getItem(storageKeys.locale)).toBe('es');
  });

  it('saves the language chosen in Profile Settings with the other settings, and reads it at once', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'PATCH /api/users/user-1/profile': ({ body }) => ({ body: { ...makeUser(), ...(body as object) } }),
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    await user.click(await settingsField('Language'));
    const options = await screen.findAllByRole('option', { name: 'Español' });
    await user.click(options.find((option) => option.tagName !== 'OPTION')!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/user-1/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/users/user-1/profile')[0]!.body).toMatchObject({
      locale: 'es',
      username: 'Jane Doe',
    });
    expect(await screen.findByRole('heading', { name: 'Configuración del perfil' })).toBeInTheDocument();
    expect(await screen.findByText(PEOPLE_MSG.profileUpdatedTitle)).toBeInTheDocument();
  });
});
