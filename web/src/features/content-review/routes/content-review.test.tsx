import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const pendingImage = {
  id: 'img-1',
  imageType: 'booth',
  imageUrl: '/media/v1/img-1.webp',
  thumbnailUrl: '/media/v1/img-1-thumb.webp',
  caption: 'Our tent',
  isActive: true,
  isApproved: false,
  displayOrder: 0,
  vendorId: 'v1',
  vendorName: 'Bee Happy Honey',
};
const pendingProduct = {
  id: 'prod-1',
  name: 'Sourdough',
  description: 'Long ferment',
  category: 'Baked Goods',
  seasonalityStart: null,
  seasonalityEnd: null,
  priceRange: '$9',
  certifications: [],
  imageUrl: null,
  isActive: true,
  isApproved: false,
  vendorId: 'v2',
  vendorName: 'Rise Bakery',
};

describe('Content review (/admin/content-review)', () => {
  it('lists pending images and products with their vendors and approves one', async () => {
    let queue = { images: [pendingImage], products: [pendingProduct] };
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/content-review': () => ({ body: queue }),
      'POST /api/vendors/v2/products/prod-1/approve': () => {
        queue = { ...queue, products: [] };
        return { body: { ...pendingProduct, isApproved: true } };
      },
    });
    renderApp('/admin/content-review');
    const user = userEvent.setup();
    const images = await screen.findByRole('region', { name: 'Images' });
    expect(within(images).getByText('Our tent')).toBeInTheDocument();
    expect(within(images).getByRole('link', { name: 'Bee Happy Honey' })).toHaveAttribute('href', '/vendor/v1');
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByText('Rise Bakery')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Sourdough of Rise Bakery' }));
    expect(await screen.findByText('Content Approved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/v2/products/prod-1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument());
  });

  it('rejects the selected items in one call after asking', async () => {
    let queue = { images: [pendingImage], products: [pendingProduct] };
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/content-review': () => ({ body: queue }),
      'POST /api/admin/content-review/bulk': () => {
        queue = { images: [], products: [] };
        return { body: { succeeded: 2, failed: 0 } };
      },
    });
    renderApp('/admin/content-review');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Booth photo of Bee Happy Honey' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sourdough of Rise Bakery' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject Selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('2 rejected.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/content-review/bulk')[0]?.body).toEqual({
      action: 'reject',
      images: [{ vendorId: 'v1', id: 'img-1' }],
      products: [{ vendorId: 'v2', id: 'prod-1' }],
    });
    expect(await screen.findByText('No content is awaiting approval.')).toBeInTheDocument();
  });

  it('shows the failure to load the queue with a Retry', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/content-review': { status: 500 },
    });
    renderApp('/admin/content-review');
    expect(await screen.findByText('Failed to load content awaiting approval.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/admin/content-review': { body: { images: [pendingImage], products: [pendingProduct] } },
    });
    renderApp('/admin/content-review');
    expect(await screen.findByRole('region', { name: 'Imágenes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Productos' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Seleccionar Foto del puesto de Bee Happy Honey' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar seleccionados' })).toBeDisabled();
  });
});
