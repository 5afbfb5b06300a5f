import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, unauthorized } from '@/test/api-mock';
import { readInSpanish } from '@/test/locale';
import { renderApp } from '@/test/render-app';

const image = (id: string, imageType: string, caption: string) => ({
  id,
  imageType,
  imageUrl: `/media/v1/${id}.webp`,
  thumbnailUrl: `/media/v1/${id}-thumb.webp`,
  caption,
  isActive: true,
  isApproved: true,
  displayOrder: 0,
});

const PAGE = {
  vendor: {
    id: 'v1',
    name: 'Bee Happy Honey',
    tagline: 'Raw wildflower honey',
    businessStory: 'We keep forty hives in the hills.',
    yearsAtMarket: 1,
    email: 'bees@example.com',
    phone: '(707) 555-0146',
    website: 'beehappy.example',
    instagram: 'beehappy',
    facebook: '',
    twitter: 'beehappy',
    tiktok: 'beehappyhoney',
    etsy: 'https://www.etsy.com/shop/beehappy',
    isProfilePublished: true,
    status: 'APPROVED',
  },
  images: [image('logo', 'logo', ''), image('b1', 'booth', 'Our honey table')],
  products: [
    {
      id: 'p1',
      name: 'Wildflower Honey',
      description: 'Spring harvest',
      category: 'Other',
      seasonalityStart: 4,
      seasonalityEnd: 10,
      priceRange: '$12 - $20',
      certifications: ['Local', 'Naturally Grown'],
      imageUrl: null,
      isActive: true,
      isApproved: true,
    },
  ],
};

describe('Public vendor page (/map/vendor/{id})', () => {
  it('reads in Spanish', async () => {
    await readInSpanish();
    mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public/vendors/nope': { status: 404 } });
    renderApp('/map/vendor/nope');
    expect(await screen.findByRole('heading', { name: 'Vendedor no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el mapa del mercado' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('link', { name: /Volver al mapa del mercado/ })).toBeInTheDocument();
  });

  it('shows the vendor to a visitor without a login, as spec 3 renders a profile', async () => {
    const api = mockApi({ 'GET /api/auth/user': unauthorized, 'GET /api/public/vendors/v1': { body: PAGE } });
    renderApp('/map/vendor/v1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Market Map/ })).toHaveAttribute('href', '/map');
    expect(screen.getByText('Raw wildflower honey')).toBeInTheDocument();
    expect(screen.getByText('1 year at the market')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bee Happy Honey logo' })).toHaveAttribute(
      'src',
      '/media/v1/logo-thumb.webp',
    );

    const contact = screen.getByRole('region', { name: 'Contact & Social' });
    expect(within(contact).getByRole('link', { name: '707-555-0146' })).toHaveAttribute('href', 'tel:7075550146');
    expect(within(contact).getByRole('link', { name: 'bees@example.com' })).toHaveAttribute(
      'href',
      'mailto:bees@example.com',
    );
    expect(within(contact).getByRole('link', { name: 'beehappy.example' })).toHaveAttribute(
      'href',
      'http://beehappy.example',
    );
    expect(within(contact).getByRole('link', { name: 'Instagram: @beehappy' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/beehappy',
    );
    expect(within(contact).getByRole('link', { name: 'TikTok: @beehappyhoney' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@beehappyhoney',
    );
    expect(within(contact).getByRole('link', { name: 'Etsy Shop' })).toHaveAttribute(
      'href',
      'https://www.etsy.com/shop/beehappy',
    );

    expect(
      within(screen.getByRole('region', { name: 'Our Story' })).getByText('We keep forty hives in the hills.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Our Market Booth' })).getByRole('img', { name: 'Our honey table' }),
    ).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Our Products' });
    expect(within(products).getByText('Wildflower Honey')).toBeInTheDocument();
    expect(within(products).getByText('Other')).toBeInTheDocument();
    expect(within(products).getByText('Naturally Grown')).toBeInTheDocument();
    expect(within(products).getByText('Available: April - October')).toBeInTheDocument();
    expect(within(products).getByText('$12 - $20')).toBeInTheDocument();
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
    // One call brings the whole page.
    expect(api.calls.filter((c) => c.path.startsWith('/api/public/vendors'))).toHaveLength(1);
  });

  it('leaves out the years badge for zero years and sections with nothing to show', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/vendors/v1': {
        body: { ...PAGE, vendor: { ...PAGE.vendor, yearsAtMarket: 0, businessStory: null }, images: [], products: [] },
      },
    });
    renderApp('/map/vendor/v1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bee Happy Honey' })).toBeInTheDocument();
    expect(screen.queryByText(/at the market/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Market Booth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Products' })).not.toBeInTheDocument();
  });

  it('says "Vendor Not Found" with a way back to the map for an unknown or unpublished vendor', async () => {
    mockApi({
      'GET /api/auth/user': unauthorized,
      'GET /api/public/vendors/nope': { status: 404, body: { message: 'Vendor not found' } },
    });
    renderApp('/map/vendor/nope');
    expect(await screen.findByRole('heading', { name: 'Vendor Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the market map' })).toHaveAttribute('href', '/map');
  });
});
