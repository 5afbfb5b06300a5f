import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_MSG } from '@shared/first-run-messages';
import { MARKET_MSG } from '@shared/market-messages';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SystemSetting } from '@shared/schemas/settings';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { makeMarket } from '@/test/market-fixtures';
import { renderApp } from '@/test/render-app';

/** Types a whole value at once. */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const settings: SystemSetting[] = SETTING_KEYS.map((key) => ({
  key,
  value: key === 'map_password' ? null : (SETTING_DEFINITIONS[key].defaultValue as SystemSetting['value']),
  description: SETTING_DEFINITIONS[key].description,
  updatedAt: null,
  updatedBy: null,
}));
const saturday = makeMarket({
  name: 'Saturday Harbor Market',
  shortName: 'Harbor',
  days: [{ weekday: 6, opens: '08:00', closes: '12:00' }],
  hours: 'Every Saturday 8:00 AM to 12:00 PM',
});
const documentType = {
  id: 'dt1',
  name: 'Certificate of Insurance',
  isActive: true,
  requiresDescription: false,
  requiresCertificateNumber: false,
  requiresCountyName: false,
  requiresExpiration: true,
  requiredToSell: false,
  requiredForVendorTypeIds: [],
};

/** An organisation with no market yet; the routes given replace the defaults. */
function emptyDeployment(over: Parameters<typeof mockApi>[0] = {}) {
  let markets: unknown[] = [];
  return mockApi({
    'GET /api/auth/user': { body: makeAdmin() },
    'GET /api/markets': () => ({ body: { markets, setupNeeded: markets.length === 0 } }),
    'GET /api/system-settings': { body: settings },
    'PATCH /api/system-settings/organisation_name': { body: settings[0] },
    'PATCH /api/system-settings/contact_email': { body: settings[0] },
    'POST /api/markets': () => ((markets = [saturday]), { status: 201, body: saturday }),
    'POST /api/market-dates': { status: 201, body: { created: [], skipped: [] } },
    'GET /api/vendors/vendor-types': { body: [] },
    'GET /api/space-types': { body: [] },
    'POST /api/vendor-types': {
      status: 201,
      body: {
        id: 'vt1',
        code: 'FARM',
        label: 'Farmer',
        description: '',
        isActive: true,
        requiresPrepayment: false,
        defaultBasePrice: 3500,
        icon: 'fa-tractor',
        autoPaymentAvailable: true,
        createdAt: '2031-06-02T17:00:00.000Z',
        updatedAt: '2031-06-02T17:00:00.000Z',
      },
    },
    'GET /api/documents/document-types': { body: { documentTypes: [documentType] } },
    'PATCH /api/documents/document-types/dt1': { body: { ...documentType, requiredToSell: true } },
    ...over,
  });
}

const title = (text: string) => screen.findByRole('heading', { level: 2, name: new RegExp(text) });

describe('the first-run setup (/admin/setup)', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves the organisation as system settings, checking each field as the settings screen does', async () => {
    const api = emptyDeployment();
    renderApp('/admin/setup');
    const user = userEvent.setup();
    await title(`Step 1 of 6: ${FIRST_RUN_MSG.organisationStep}`);
    expect(document.title).toBe(`MarketDay - ${FIRST_RUN_MSG.pageTitle}`);
    fill(screen.getByLabelText('Organisation name'), 'Harbor Markets Association');
    fill(screen.getByLabelText('Contact email'), 'not an address');
    await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));
    expect(screen.getByText(SETUP_MSG.contactEmailInvalid)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fill(screen.getByLabelText('Contact email'), 'hello@harbor.example.org');
    await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));
    await title(`Step 2 of 6: ${FIRST_RUN_MSG.marketStep}`);
    // Only what was typed is saved, each through its own setting.
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/system-settings/organisation_name', { value: 'Harbor Markets Association' }],
      ['/api/system-settings/contact_email', { value: 'hello@harbor.example.org' }],
    ]);
  });

  describe('with the clock in June 2031', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-06-02T17:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('creates the first market and its season, then saves or skips the other steps, and sums it up', async () => {
      const api = emptyDeployment();
      renderApp('/admin/setup');
      const user = userEvent.setup();
      await title(FIRST_RUN_MSG.organisationStep);
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.skip }));

      await title(FIRST_RUN_MSG.marketStep);
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));
      expect(screen.getByText(MARKET_MSG.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(MARKET_MSG.daysRequired)).toBeInTheDocument();
      fill(screen.getByLabelText(/Market name/), 'Saturday Harbor Market');
      fill(screen.getByLabelText(/Short name/), 'Harbor');
      fill(screen.getByLabelText('Address'), '1 Harbor Way');
      await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
      fill(screen.getByLabelText('Saturday opens'), '08:00');
      fill(screen.getByLabelText('Saturday closes'), '12:00');
      await user.click(screen.getByRole('button', { name: new RegExp(FIRST_RUN_MSG.seasonFrom) }));
      await user.click(screen.getByRole('button', { name: '6 June 2031' }));
      await user.click(screen.getByRole('button', { name: new RegExp(FIRST_RUN_MSG.seasonTo) }));
      await user.click(screen.getByRole('button', { name: '27 June 2031' }));
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));

      await title(FIRST_RUN_MSG.catalogStep);
      expect(api.callsTo('POST', '/api/markets')[0]?.body).toMatchObject({
        name: 'Saturday Harbor Market',
        shortName: 'Harbor',
        address: '1 Harbor Way',
        days: [{ weekday: 6, opens: '08:00', closes: '12:00' }],
        timeZone: 'America/Los_Angeles',
        seasonStart: '2031-06-06',
        seasonEnd: '2031-06-27',
        deadline: { daysBefore: 5, time: '23:59' },
      });
      expect(api.callsTo('POST', '/api/market-dates')[0]?.body).toEqual({
        from: '2031-06-06',
        to: '2031-06-27',
        copyFrom: null,
        marketId: 'main',
      });

      // Vendors and spaces: a vendor type with its price; the space type half typed is refused.
      expect(await screen.findAllByText(FIRST_RUN_MSG.noneYet)).toHaveLength(2);
      fill(screen.getByLabelText('Label'), 'Farmer');
      fill(screen.getByLabelText(/^Code/), 'farm');
      fill(screen.getByLabelText('Default price'), '35');
      fill(screen.getByLabelText(/^Size/), '10 by 10');
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));
      expect(screen.getByText(SETUP_MSG.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(SETUP_MSG.sizeFormat)).toBeInTheDocument();
      fill(screen.getByLabelText(/^Size/), '');
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));

      await title(FIRST_RUN_MSG.documentsStep);
      expect(api.callsTo('POST', '/api/vendor-types')[0]?.body).toMatchObject({
        label: 'Farmer',
        code: 'FARM',
        defaultBasePrice: 3500,
      });
      expect(api.callsTo('POST', '/api/space-types')).toHaveLength(0);
      await user.click(await screen.findByRole('checkbox', { name: 'Certificate of Insurance is required to sell' }));
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.saveAndContinue }));

      await title(FIRST_RUN_MSG.paymentsStep);
      expect(api.callsTo('PATCH', '/api/documents/document-types/dt1')[0]?.body).toEqual({ requiredToSell: true });
      await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.skip }));

      await title(FIRST_RUN_MSG.readyStep);
      expect(screen.getByText(FIRST_RUN_MSG.readyTitle)).toBeInTheDocument();
      expect(screen.getByText('Saturday Harbor Market: Every Saturday 8:00 AM to 12:00 PM')).toBeInTheDocument();
      const summary = screen.getByRole('list', { name: 'What was set up' });
      const rows = within(summary).getAllByRole('listitem');
      expect(rows.map((r) => r.textContent)).toEqual([
        `${FIRST_RUN_MSG.skipped}${FIRST_RUN_MSG.organisationStep}${FIRST_RUN_MSG.finishLater('System Settings')}`,
        `${FIRST_RUN_MSG.saved}${FIRST_RUN_MSG.marketStep}`,
        `${FIRST_RUN_MSG.saved}${FIRST_RUN_MSG.catalogStep}`,
        `${FIRST_RUN_MSG.saved}${FIRST_RUN_MSG.documentsStep}`,
        `${FIRST_RUN_MSG.skipped}${FIRST_RUN_MSG.paymentsStep}${FIRST_RUN_MSG.finishLater('System Settings')}`,
      ]);
      expect(screen.getByRole('link', { name: FIRST_RUN_MSG.openApplication })).toHaveAttribute(
        'href',
        '/vendor/new-apply',
      );
    });
  });

  it('says a market exists already and goes on, and shows a failed load with Retry', async () => {
    emptyDeployment({ 'GET /api/markets': { body: { markets: [saturday], setupNeeded: false } } });
    const { unmount } = renderApp('/admin/setup');
    const user = userEvent.setup();
    await title(FIRST_RUN_MSG.organisationStep);
    await user.click(screen.getByRole('button', { name: FIRST_RUN_MSG.skip }));
    expect(
      await screen.findByText(
        FIRST_RUN_MSG.marketReady('Saturday Harbor Market', 'Every Saturday 8:00 AM to 12:00 PM'),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await title(FIRST_RUN_MSG.catalogStep);
    unmount();

    emptyDeployment({
      'GET /api/system-settings': {
        status: 500,
        body: { message: 'An unexpected error occurred. Please try again later.' },
      },
    });
    renderApp('/admin/setup');
    expect(await screen.findByText(FIRST_RUN_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('takes an admin who signs in to a deployment without a market to the setup once, then the dashboard reminds them', async () => {
    emptyDeployment();
    const { unmount } = renderApp('/admin/dashboard');
    await title(FIRST_RUN_MSG.organisationStep);
    unmount();

    renderApp('/admin/dashboard');
    const banner = await screen.findByRole('region', { name: FIRST_RUN_MSG.bannerTitle });
    expect(within(banner).getByText(FIRST_RUN_MSG.bannerText)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: FIRST_RUN_MSG.bannerAction })).toHaveAttribute(
      'href',
      '/admin/setup',
    );
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    emptyDeployment();
    renderApp('/admin/setup');
    expect(await title('Paso 1 de 6: ')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la organización')).toBeInTheDocument();
    expect(screen.getByText('Una dirección web que empiece por https://')).toBeInTheDocument();
  });
});
