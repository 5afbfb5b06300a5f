import { MARKET_MSG } from '@shared/market-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VENDOR_MSG } from '@shared/vendor-messages';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const VENDOR_TYPES = [
  { id: '1', code: 'FARM', label: 'Farmers/Produce' },
  { id: '2', code: 'PREP', label: 'Prepared Food' },
];
const SPACE_TYPES = [
  { id: 'st-std', name: 'Standard', description: '10x10', vendorTypeId: null },
  { id: 'st-truck', name: 'Food Truck', description: 'Truck pad', vendorTypeId: '2' },
  { id: 'st-field', name: 'Farm Stand', description: 'Field', vendorTypeId: '1' },
];
const NO_DUPLICATES = { email: false, phone: false, name: false, details: [], similarVendors: [] };

function api(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': unauthorized,
    'GET /api/public/vendor-types': { body: VENDOR_TYPES },
    'GET /api/public/space-types': { body: SPACE_TYPES },
    'POST /api/public/check-duplicates': { body: NO_DUPLICATES },
    'POST /api/public/apply': { status: 201, body: { id: 'new-vendor' } },
    ...over,
  });
}

const SELECTS = new Set(['Vendor type', 'Preferred space type', 'State']);
/** A field by its label; Mantine's selects are comboboxes. */
const field = (name: string) =>
  screen.getByRole(SELECTS.has(name) ? 'combobox' : 'textbox', { name: new RegExp(`^${name}`) });

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into a field the quick way: focus it and paste. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillApplication(user: UserEvent) {
  await enter(user, 'Business name', 'Quail Hollow Produce');
  await choose(user, 'Vendor type', 'Farmers/Produce');
  await enter(user, 'Description', 'Stone fruit and greens.');
  await enter(user, 'Contact name', 'Ana Flores');
  await enter(user, 'Email', 'ana@quailhollow.example');
  await enter(user, 'Phone', '(415) 555-0199');
  await enter(user, 'Street address', '1 Orchard Ln');
  await enter(user, 'City', 'Petaluma');
  await choose(user, 'State', 'California (CA)');
  await enter(user, 'ZIP code', '94952');
}

describe('the vendor application (/vendor/new-apply)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    api();
    renderApp('/vendor/new-apply');
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Solicitud de vendedor' })).toBeInTheDocument();
    expect(screen.getByText('Llueva o haga sol, todas las semanas del año.')).toBeInTheDocument();
  });

  it('shows the heading, the "Already registered?" warning, the form and the info cards', async () => {
    api();
    renderApp('/vendor/new-apply');
    expect(await screen.findByRole('heading', { name: 'Apply to Join Our Market' })).toBeInTheDocument();
    expect(screen.getByText('Already registered?')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Vendor application' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Market information' });
    expect(within(info).getByText('Sundays 9:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(within(info).getByText('Location')).toBeInTheDocument();
    expect(within(info).getByText('Contact')).toBeInTheDocument();
    expect(document.title).toBe('MarketDay - Vendor Application');
  });

  it("offers preferred space types only once a vendor type is chosen, limited to that type's, and clears them on a change", async () => {
    api();
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    expect(field('Preferred space type')).toBeDisabled();

    await choose(user, 'Vendor type', 'Prepared Food');
    await waitFor(() => expect(field('Preferred space type')).toBeEnabled());
    await user.click(field('Preferred space type'));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Standard', 'Food Truck']);
    await user.click(screen.getByRole('option', { name: 'Food Truck' }));
    expect(field('Preferred space type')).toHaveValue('Food Truck');

    await choose(user, 'Vendor type', 'Farmers/Produce');
    expect(field('Preferred space type')).toHaveValue('');
    await user.click(field('Preferred space type'));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard', 'Farm Stand']);
  });

  it('keeps Submit disabled until the market regulations are agreed to', async () => {
    api();
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(VENDOR_MSG.regulationsRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText(VENDOR_MSG.regulationsRequired)).not.toBeInTheDocument();
  });

  it('links the market regulations the admins set: a web address opens in a new tab, text unfolds in place', async () => {
    const publicSettings = (market_regulations: string) => ({
      body: {
        enable_public_profiles: false,
        hasMapPassword: false,
        market_time_zone: 'America/Los_Angeles',
        market_regulations,
      },
    });
    api({ 'GET /api/system-settings/public': publicSettings('https://market.example.org/rules') });
    const first = renderApp('/vendor/new-apply');
    const link = await screen.findByRole('link', { name: /Read the market regulations/ });
    expect(link).toHaveAttribute('href', 'https://market.example.org/rules');
    expect(link).toHaveAttribute('target', '_blank');
    first.unmount();

    api({ 'GET /api/system-settings/public': publicSettings('Stalls open at 8.\nNo amplified music.') });
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Read the market regulations'));
    expect(screen.getByText(/No amplified music\./)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Read the market regulations/ })).not.toBeInTheDocument();
  });

  it('shows what is missing under each field, and sends nothing', async () => {
    const calls = api();
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /agree to the market regulations/ }));
    await enter(user, 'Email', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a vendor type')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/public/check-duplicates')).toHaveLength(0);
    expect(calls.callsTo('POST', '/api/public/apply')).toHaveLength(0);
  });

  it('checks for duplicates first and, on a match, shows the refusal with the details and the similar vendors', async () => {
    const calls = api({
      'POST /api/public/check-duplicates': {
        body: {
          email: false,
          phone: true,
          name: true,
          details: [VENDOR_MSG.duplicatePhone, VENDOR_MSG.duplicateName('Quail Hollow Farm', 86)],
          similarVendors: [{ name: 'Quail Hollow Farm', similarity: 86 }],
        },
      },
    });
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const refusal = await screen.findByRole('alert', { name: 'Application not submitted' });
    expect(within(refusal).getByText(VENDOR_MSG.duplicateRefused)).toBeInTheDocument();
    expect(within(refusal).getByText(VENDOR_MSG.duplicatePhone)).toBeInTheDocument();
    expect(within(refusal).getByText('Quail Hollow Farm — 86% similar')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/public/check-duplicates')[0]!.body).toEqual({
      email: 'ana@quailhollow.example',
      phone: '(415) 555-0199',
      name: 'Quail Hollow Produce',
    });
    expect(calls.callsTo('POST', '/api/public/apply')).toHaveLength(0);
  });

  it('asks which markets to sell at when there is more than one, and sends the ones chosen', async () => {
    const market = (id: string, name: string, hours: string) => ({
      id,
      name,
      shortName: name,
      address: '',
      mapLink: null,
      description: '',
      logoUrl: null,
      hours,
      days: [],
      timeZone: 'America/Los_Angeles',
      mapPasswordSet: false,
    });
    const calls = api({
      'GET /api/public/markets': {
        body: {
          markets: [
            market('main', 'Sunday Market', 'Every Sunday 9:00 AM to 1:00 PM'),
            market('evening', 'Evening Market', 'Every Wednesday 4:00 PM to 8:00 PM'),
          ],
        },
      },
    });
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    const evening = await screen.findByRole('checkbox', { name: /Evening Market/ });
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MARKET_MSG.marketsRequired)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/public/apply')).toHaveLength(0);

    await user.click(evening);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/public/apply')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/public/apply')[0]!.body).toMatchObject({ marketIds: ['evening'] });
  }, 60_000);

  it('submits, says "Space Request Submitted" and shows the confirmation page', async () => {
    const calls = api();
    const app = renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(app.location().pathname).toBe('/vendor/registration-confirmation'));
    expect(await screen.findByText('Space Request Submitted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you for your Application!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(calls.callsTo('POST', '/api/public/apply')[0]!.body).toEqual({
      name: 'Quail Hollow Produce',
      contactName: 'Ana Flores',
      email: 'ana@quailhollow.example',
      phone: '(415) 555-0199',
      vendorTypeId: '1',
      defaultSpaceTypeId: null,
      description: 'Stone fruit and greens.',
      website: null,
      addressLine1: '1 Orchard Ln',
      addressLine2: null,
      city: 'Petaluma',
      state: 'CA',
      zipCode: '94952',
    });
  });

  it("shows the server's reason when the submission fails, and the refusal when the server finds a duplicate", async () => {
    api({
      'POST /api/public/apply': { status: 400, body: { message: 'Please enter a 5-digit ZIP code', field: 'zipCode' } },
    });
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findAllByText('Please enter a 5-digit ZIP code')).toHaveLength(2); // toast and field

    api({
      'POST /api/public/apply': {
        status: 409,
        body: { message: VENDOR_MSG.duplicateRefused, details: [VENDOR_MSG.duplicateEmail], similarVendors: [] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const refusal = await screen.findByRole('alert', { name: 'Application not submitted' });
    expect(within(refusal).getByText(VENDOR_MSG.duplicateEmail)).toBeInTheDocument();
  });

  it('says "Failed to submit Registration" when the server gives no reason, and "Failed to check for duplicates"', async () => {
    api({ 'POST /api/public/apply': { status: 502 } });
    renderApp('/vendor/new-apply');
    const user = userEvent.setup();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the market regulations/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(VENDOR_MSG.submitFailed)).toBeInTheDocument();

    api({ 'POST /api/public/check-duplicates': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(VENDOR_MSG.duplicatesFailed)).toBeInTheDocument();
  });

  it('says when the vendor types or space types cannot be fetched', async () => {
    api({ 'GET /api/public/vendor-types': { status: 500 }, 'GET /api/public/space-types': { status: 500 } });
    renderApp('/vendor/new-apply');
    expect(await screen.findByText(VENDOR_MSG.vendorTypesFailed)).toBeInTheDocument();
    expect(await screen.findByText(VENDOR_MSG.spaceTypesFailed)).toBeInTheDocument();
  });
});
