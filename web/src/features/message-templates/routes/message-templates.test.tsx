import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEMPLATES_MSG } from '@shared/schemas/message-templates';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const template = (over: Record<string, unknown> = {}) => ({
  id: 'request_reminder',
  code: 'request_reminder',
  name: 'Request reminder',
  description: 'Sent on Tuesdays to approved vendors without a request for the next market',
  subject: 'Will you be at the market on {{marketDate}}?',
  emailBody: 'Hello {{vendorName}}, request your space: {{link}}',
  smsBody: 'Request your space: {{link}}',
  variables: ['vendorName', 'marketDate', 'link'],
  isHtml: false,
  isActive: true,
  isDefault: true,
  edited: false,
  updatedAt: null,
  ...over,
});
const common = { 'GET /api/auth/user': { body: makeAdmin() } };

describe('Message Templates (/admin/message-templates)', () => {
  it('lists each template with its wording state, and finds one by name, code or subject', async () => {
    mockApi({
      ...common,
      'GET /api/message-templates': {
        body: {
          templates: [
            template(),
            template({
              id: 'welcome',
              code: 'welcome',
              name: 'Welcome',
              subject: 'Welcome to the market',
              edited: true,
            }),
            template({
              id: 'late_fee',
              code: 'late_fee',
              name: 'Late fee',
              subject: 'A late fee',
              edited: true,
              isActive: false,
            }),
          ],
        },
      },
    });
    renderApp('/admin/message-templates');
    const table = await screen.findByRole('table', { name: 'Message templates' });
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('Request reminder')).getByText('Default')).toBeInTheDocument();
    expect(within(rowOf('Welcome')).getByText('Edited')).toBeInTheDocument();
    expect(within(rowOf('Late fee')).getByText('Edit off')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Search'));

    await userEvent.paste('late_fee');
    expect(within(table).queryByText('Welcome')).not.toBeInTheDocument();
    expect(within(table).getByText('Late fee')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.click(screen.getByLabelText('Search'));
    await userEvent.paste('nothing like it');
    expect(await screen.findByText(TEMPLATES_MSG.empty)).toBeInTheDocument();
  });

  it('previews an edit with sample values, saves it, and can switch it off', async () => {
    const api = mockApi({
      ...common,
      'GET /api/message-templates': { body: { templates: [template()] } },
      'POST /api/message-templates/preview': {
        body: {
          subject: 'See you on Sunday, June 7?',
          text: 'Hi Sunny Acres Farm, request your space: https://market.example/r/abc',
          html: null,
          sms: 'Request your space: https://market.example/r/abc',
        },
      },
      'PUT /api/message-templates/request_reminder': { body: template({ edited: true }) },
    });
    renderApp('/admin/message-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Request reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Request reminder' });
    const subject = within(dialog).getByLabelText(/Subject/);
    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('See you on {{marketDate}}?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('template-preview');
    expect(preview).toHaveTextContent('See you on Sunday, June 7?');
    expect(preview).toHaveTextContent('SMS: Request your space: https://market.example/r/abc');
    expect(api.callsTo('POST', '/api/message-templates/preview')[0]!.body).toMatchObject({
      code: 'request_reminder',
      subject: 'See you on {{marketDate}}?',
    });

    await userEvent.click(within(dialog).getByRole('switch', { name: /Use this wording/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/message-templates/request_reminder')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/message-templates/request_reminder')[0]!.body).toEqual({
      subject: 'See you on {{marketDate}}?',
      emailBody: 'Hello {{vendorName}}, request your space: {{link}}',
      smsBody: 'Request your space: {{link}}',
      isHtml: false,
      isActive: false,
    });
    expect(await screen.findAllByText(TEMPLATES_MSG.saved)).not.toHaveLength(0);
  });

  it('shows the server’s reason when an edit is refused, and keeps the dialog open', async () => {
    mockApi({
      ...common,
      'GET /api/message-templates': { body: { templates: [template()] } },
      'PUT /api/message-templates/request_reminder': {
        status: 400,
        body: { message: TEMPLATES_MSG.linkRequired('link') },
      },
    });
    renderApp('/admin/message-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Request reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Request reminder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEMPLATES_MSG.linkRequired('link'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit: Request reminder' })).toBeInTheDocument();
  });

  it('reads in Spanish, and edits the Spanish wording beside the English, starting from the Spanish default', async () => {
    await readInSpanish();
    const es = {
      name: 'Recordatorio de solicitud de puesto',
      subject: '¿Contamos con usted el {{marketDate}}?',
      emailBody: 'Hola, {{vendorName}}: solicite su puesto aquí: {{link}}',
      smsBody: 'Solicite su puesto: {{link}}',
      isHtml: false,
      isActive: true,
      edited: false,
      updatedAt: null,
    };
    const api = mockApi({
      ...common,
      'GET /api/message-templates': { body: { templates: [template({ es })] } },
      'PUT /api/message-templates/request_reminder': { body: template({ es: { ...es, edited: true } }) },
    });
    renderApp('/admin/message-templates');
    expect(await screen.findByRole('heading', { name: 'Plantillas de mensajes' })).toBeInTheDocument();
    expect(await screen.findAllByText('Predeterminado')).not.toHaveLength(0);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Recordatorio de solicitud de puesto' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar: Recordatorio de solicitud de puesto' });
    // The English tab first, with the English wording
    expect(within(dialog).getByLabelText(/Asunto/)).toHaveValue('Will you be at the market on {{marketDate}}?');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Español' }));
    const subject = within(dialog).getByLabelText(/Asunto/);
    expect(subject).toHaveValue('¿Contamos con usted el {{marketDate}}?');
    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('¿Viene el {{marketDate}}?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/message-templates/request_reminder')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/message-templates/request_reminder')[0]!.body).toEqual({
      locale: 'es',
      subject: '¿Viene el {{marketDate}}?',
      emailBody: es.emailBody,
      smsBody: es.smsBody,
      isHtml: false,
      isActive: true,
    });
    expect(await screen.findAllByText('Plantilla guardada')).not.toHaveLength(0);
  });

  it('says when the templates cannot load', async () => {
    mockApi({ ...common, 'GET /api/message-templates': { status: 500, body: { message: 'Boom' } } });
    renderApp('/admin/message-templates');
    expect(await screen.findByText(TEMPLATES_MSG.loadFailed)).toBeInTheDocument();
  });
});
