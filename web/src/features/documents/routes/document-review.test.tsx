import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS_MSG } from '@shared/document-rules';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const doc = (id: string, vendorName: string) => ({
  id,
  vendorId: `vendor-${id}`,
  vendorName,
  typeId: 't1',
  typeName: 'Insurance',
  fileName: 'permit.pdf',
  mimeType: 'application/pdf',
  uploadDate: '2026-05-01T10:00:00.000Z',
  description: null,
  expirationDate: '2026-07-01',
  certificateNumber: null,
  countyName: null,
  archived: false,
  status: 'pending',
  reviewNote: null,
  hasFile: true,
});

describe('the document review list (/admin/documents)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/documents': { body: { documents: [doc('d1', 'Bee Happy Honey')], nextCursor: null } },
    });
    renderApp('/admin/documents');
    expect(await screen.findByRole('heading', { name: 'Documentos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aprobar Insurance de Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByText('Pendientes de revisión')).toBeInTheDocument();
  });

  it('shows the first page and loads the next from its cursor, keeping the filter', async () => {
    const calls = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/documents': ({ query }) =>
        query.get('cursor') === 'next-page'
          ? { body: { documents: [doc('d3', 'Zinnia Flowers')], nextCursor: null } }
          : {
              body: {
                documents: [doc('d1', 'Bee Happy Honey'), doc('d2', 'Hilltop Orchards')],
                nextCursor: 'next-page',
              },
            },
    });
    renderApp('/admin/documents?filter=expiring');
    expect(await screen.findAllByText('Bee Happy Honey')).not.toHaveLength(0);
    expect(screen.queryByText('Zinnia Flowers')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByText('Zinnia Flowers')).not.toHaveLength(0);
    expect(screen.getAllByText('Hilltop Orchards')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    const asked = calls.callsTo('GET', '/api/admin/documents').map((c) => c.query);
    expect(asked.map((q) => q.get('filter'))).toEqual(['expiring', 'expiring']);
    expect(asked.map((q) => q.get('cursor'))).toEqual([null, 'next-page']);
  });

  it('says so when nothing waits for review, and when the list cannot load', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/documents': { body: { documents: [], nextCursor: null } },
    });
    const first = renderApp('/admin/documents');
    expect(await screen.findByText(DOCUMENTS_MSG.reviewEmpty)).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/auth/user': { body: makeAdmin() }, 'GET /api/admin/documents': { status: 500 } });
    renderApp('/admin/documents');
    expect(await screen.findByText(DOCUMENTS_MSG.reviewLoadFailed)).toBeInTheDocument();
  });
});
