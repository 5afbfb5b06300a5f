import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const VENDOR = {
  id: 'v1',
  name: 'Bee Happy Honey',
  contactName: 'Olivia Grant',
  email: 'beehappy@example.com',
  phone: '(707) 555-0146',
  vendorTypeId: '1',
  defaultSpaceTypeId: null,
  description: 'Raw wildflower honey.',
  status: 'APPROVED',
  website: null,
  addressLine1: '2901 Chileno Valley Rd',
  addressLine2: null,
  city: 'Petaluma',
  state: 'CA',
  zipCode: '94952',
  createdAt: '2026-05-01T16:00:00.000Z',
  updatedAt: '2026-05-02T16:00:00.000Z',
};
const image = (id: string, isApproved: boolean, caption: string) => ({
  id,
  imageType: 'booth',
  imageUrl: `/media/v1/${id}.webp`,
  thumbnailUrl: `/media/v1/${id}-thumb.webp`,
  caption,
  isActive: true,
  isApproved,
  displayOrder: 0,
});

describe('Vendor Details: the Profile section', () => {
  it('lists the vendor’s images and products and rejects a pending image', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeAdmin() },
      'GET /api/vendors/v1': { body: VENDOR },
      'GET /api/vendors/v1/audit-log': { body: { items: [], nextCursor: null } },
      'GET /api/vendors/v1/images': {
        body: { images: [image('i1', true, 'Honey table'), image('i2', false, 'New sign')] },
      },
      'GET /api/vendors/v1/products': { body: { products: [] } },
      'POST /api/vendors/v1/images/i2/reject': { body: {} },
    });
    renderApp('/vendor/v1');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(section).findByText('Booth photo: New sign')).toBeInTheDocument();
    expect(within(section).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reject Honey table' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/map/vendor/v1');
    await user.click(within(section).getByRole('button', { name: 'Reject New sign' }));
    expect(await screen.findByText('Content Rejected')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/v1/images/i2/reject')).toHaveLength(1);
  });
});
