import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const dashboard = {
  today: '2025-06-04',
  nextMarket: null,
  pendingApplications: { count: 0, latest: [] },
};

const owner = { vendorId: 'v1', vendorName: 'Sunny Acres Farm' };
const image = (id: string) => ({
  ...owner,
  id,
  imageType: 'booth',
  imageUrl: `/media/v1/${id}.webp`,
  thumbnailUrl: `/media/v1/${id}-thumb.webp`,
  caption: null,
  isActive: true,
  isApproved: false,
  displayOrder: 0,
});
const product = {
  ...owner,
  id: 'prod-1',
  name: 'Heirloom Tomatoes',
  description: null,
  category: 'Produce',
  seasonalityStart: null,
  seasonalityEnd: null,
  priceRange: null,
  certifications: [],
  imageUrl: null,
  isActive: true,
  isApproved: false,
};

describe('admin dashboard: content awaiting approval', () => {
  it('counts the pending images and products and links to the review screen', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/dashboard/admin': { body: dashboard },
      'GET /api/admin/content-review': { body: { images: [image('img-1'), image('img-2')], products: [product] } },
    });
    renderApp('/admin');
    const card = await screen.findByRole('region', { name: 'Content awaiting approval' });
    expect(await within(card).findByLabelText('Content awaiting approval count')).toHaveTextContent('3');
    expect(within(card).getByText("2 images and 1 product from vendors' profiles.")).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review content' })).toHaveAttribute('href', '/admin/content-review');
  });
});
