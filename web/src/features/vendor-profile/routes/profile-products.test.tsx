import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VendorProduct } from '@shared/schemas/vendor-profile';
import { makeUser, mockApi } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { makeProduct } from '../test/profile-fixtures';

describe('Manage Products (/vendor/profile/products)', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': { body: { products: [makeProduct()] } },
    });
    renderApp('/vendor/profile/products');
    expect(await screen.findByRole('button', { name: 'Editar Heirloom Tomatoes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar producto' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Perfil público' })).toBeInTheDocument();
  });

  it('shows a card per product with its category, certifications, season and pending label', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': {
        body: {
          products: [
            makeProduct(),
            makeProduct({
              id: 'p2',
              name: 'Sourdough',
              category: 'Baked Goods',
              isApproved: false,
              certifications: [],
            }),
          ],
        },
      },
    });
    renderApp('/vendor/profile/products');
    const card = (await screen.findByRole('heading', { name: 'Heirloom Tomatoes' })).closest('li')!;
    expect(within(card).getByText('Produce')).toBeInTheDocument();
    expect(within(card).getByText('Organic')).toBeInTheDocument();
    expect(within(card).getByText('Available: June - September')).toBeInTheDocument();
    expect(within(card).queryByText('Pending Approval')).not.toBeInTheDocument();
    const pending = screen.getByRole('heading', { name: 'Sourdough' }).closest('li')!;
    expect(within(pending).getByText('Pending Approval')).toBeInTheDocument();
  });

  it('says so when there is no product yet', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': { body: { products: [] } },
    });
    renderApp('/vendor/profile/products');
    expect(await screen.findByText('No products yet. Add the first one.')).toBeInTheDocument();
  });

  it('adds a product through the Add Product dialog and says it waits for approval', async () => {
    let products: VendorProduct[] = [];
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': () => ({ body: { products } }),
      'POST /api/vendors/vendor-1/products': ({ body }) => {
        const product = makeProduct({ ...(body as Partial<VendorProduct>), id: 'new', isApproved: false });
        products = [product];
        return { status: 201, body: product };
      },
    });
    renderApp('/vendor/profile/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(dialog).getByLabelText(/Name/));
    await user.paste('Wildflower Honey');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Available from' }));
    await user.click(await screen.findByRole('option', { name: 'April' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Available until' }));
    await user.click(await screen.findByRole('option', { name: 'October' }));
    await user.click(within(dialog).getByLabelText('Price range'));
    await user.paste('$12');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Local' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/vendor-1/products')[0]?.body).toEqual({
      name: 'Wildflower Honey',
      description: null,
      category: 'Other',
      seasonalityStart: 4,
      seasonalityEnd: 10,
      priceRange: '$12',
      certifications: ['Local'],
    });
    expect(await screen.findByRole('heading', { name: 'Wildflower Honey' })).toBeInTheDocument();
  });

  it('edits a product with a PUT and shows a save failure in the spec’s words', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': { body: { products: [makeProduct()] } },
      'PUT /api/vendors/vendor-1/products/prod-1': { status: 500 },
    });
    renderApp('/vendor/profile/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Heirloom Tomatoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Heirloom Tomatoes');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save product. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vendors/vendor-1/products/prod-1')[0]?.body).toMatchObject({
      name: 'Heirloom Tomatoes',
      category: 'Produce',
      certifications: ['Organic'],
    });
  });

  it('deletes a product after "Are you sure you want to delete this product?"', async () => {
    let products = [makeProduct()];
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/products': () => ({ body: { products } }),
      'DELETE /api/vendors/vendor-1/products/prod-1': () => {
        products = [];
        return { status: 204 };
      },
    });
    renderApp('/vendor/profile/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Heirloom Tomatoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Product' });
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Heirloom Tomatoes' })).not.toBeInTheDocument());
  });
});
