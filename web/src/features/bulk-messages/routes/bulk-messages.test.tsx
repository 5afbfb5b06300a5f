import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BULK_MSG } from '@shared/schemas/bulk-messages';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeMarket } from '@/test/market-fixtures';

const common = {
  'GET /api/auth/user': { body: makeAdmin() },
  'GET /api/public/vendor-types': { body: [] },
};
const preview = (over: Record<string, unknown> = {}) => ({
  recipients: 2,
  messages: 3,
  vendor: { id: 'v1', name: 'Apple Acres' },
  subject: 'Canopy weights',
  text: 'Hello Ana, bring weights.',
  sms: 'Hello Ana, bring weights.',
  ...over,
});

async function writeMessage() {
  await userEvent.click(await screen.findByLabelText(/^Subject/));
  await userEvent.paste('Canopy weights');
  await userEvent.click(screen.getByLabelText(/^Message/));
  await userEvent.paste('Hello {{contactName}}, bring weights.');
}

describe('Bulk Messages (/admin/bulk-messages)', () => {
  it('previews the message as one vendor gets it, confirms with the count, sends once and follows the progress', async () => {
    let progressReads = 0;
    const api = mockApi({
      ...common,
      'POST /api/messages/bulk/preview': { body: preview() },
      'POST /api/messages/bulk': { body: { queued: 3, batchId: 'batch-1' } },
      'GET /api/messages/bulk/batch-1': () => {
        progressReads += 1;
        return {
          body: {
            batchId: 'batch-1',
            queued: 3,
            sent: progressReads > 1 ? 3 : 1,
            failed: 0,
            createdAt: '2031-06-01T10:00:00.000Z',
          },
        };
      },
    });
    renderApp('/admin/bulk-messages');
    await writeMessage();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByTestId('bulk-preview');
    expect(shown).toHaveTextContent('Reaches 2 vendors (3 messages). As Apple Acres would get it:');
    expect(shown).toHaveTextContent('Hello Ana, bring weights.');
    expect(api.callsTo('POST', '/api/messages/bulk/preview')[0]!.body).toEqual({
      channel: 'email',
      subject: 'Canopy weights',
      body: 'Hello {{contactName}}, bring weights.',
      audience: { vendorTypeIds: [], statuses: ['APPROVED'] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(confirm).toHaveTextContent('It goes to 2 vendors (3 messages).');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send to 2' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/bulk')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/messages/bulk')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ channel: 'email', subject: 'Canopy weights' });
    expect(sent.idempotencyKey).toEqual(expect.stringMatching(/^bulk-/));

    expect(await screen.findByText('Sent 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('All messages are out')).toBeInTheDocument();
    // One batch: Send stays off until the admin starts another message.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says when nobody matches the audience, and does not offer to send', async () => {
    mockApi({
      ...common,
      'POST /api/messages/bulk/preview': { body: preview({ recipients: 0, messages: 0, vendor: null }) },
    });
    renderApp('/admin/bulk-messages');
    await writeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(BULK_MSG.noRecipients)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows the server’s reason when the preview is refused', async () => {
    const unknown = BULK_MSG.unknownVariables(['nickname']);
    mockApi({ ...common, 'POST /api/messages/bulk/preview': { status: 400, body: { message: unknown } } });
    renderApp('/admin/bulk-messages');
    await writeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-preview')).not.toBeInTheDocument();
  });

  it('offers market dates as people read them, never as raw ISO dates', async () => {
    const day = (id: string, date: string) => ({
      id,
      marketId: 'main',
      date,
      status: 'upcoming',
      maxVendors: null,
      notes: null,
      publishedAt: null,
      publishedBy: null,
      spaceCount: 0,
      assignedCount: 0,
    });
    mockApi({ ...common, 'GET /api/market-dates': { body: [day('d1', '2026-12-06'), day('d2', '2027-01-03')] } });
    renderApp('/admin/bulk-messages');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Market date' }));
    // The date's own list: the page has other options (the language switch's).
    const options = within(await screen.findByRole('listbox', { name: 'Market date' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Sun, Dec 6, 2026', 'Sun, Jan 3, 2027']);
    expect(screen.queryByText('2026-12-06')).not.toBeInTheDocument();
  });

  it('aims the message at one market’s vendors, offering that market’s dates only', async () => {
    const market = (id: string, name: string, weekday: number) =>
      makeMarket({ id, name, shortName: name, days: [{ weekday, opens: '09:00', closes: '13:00' }], hours: '' });
    const day = (id: string, marketId: string, date: string) => ({
      id,
      marketId,
      date,
      status: 'upcoming',
      maxVendors: null,
      notes: null,
      publishedAt: null,
      publishedBy: null,
      spaceCount: 0,
      assignedCount: 0,
    });
    const api = mockApi({
      ...common,
      'GET /api/markets': { body: { markets: [market('main', 'Town Square', 0), market('eve', 'Riverside', 3)] } },
      'GET /api/market-dates': { body: [day('d1', 'main', '2026-12-06'), day('d2', 'eve', '2026-12-09')] },
      'POST /api/messages/bulk/preview': { body: preview() },
    });
    renderApp('/admin/bulk-messages');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Market' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Riverside' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Market date' }));
    const options = within(await screen.findByRole('listbox', { name: 'Market date' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Wed, Dec 9, 2026']);
    await userEvent.click(options[0]!);
    await writeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/bulk/preview')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages/bulk/preview')[0]!.body).toMatchObject({
      audience: { marketId: 'eve', marketDateId: 'd2' },
    });
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi(common);
    renderApp('/admin/bulk-messages');
    expect(await screen.findByRole('heading', { name: 'Mensajes masivos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Destinatarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vista previa' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Asunto/)).toBeInTheDocument();
  });
});
