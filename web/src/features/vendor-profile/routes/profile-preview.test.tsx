import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { makeImage, makeProduct, makeProfile } from '../test/profile-fixtures';

const BANNER =
  'Some of your content is pending approval from market administrators. Only approved content will be visible to the public.';

function api(over: { published?: boolean; pending?: boolean } = {}) {
  return mockApi({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/vendors/vendor-1': { body: makeProfile({ isProfilePublished: over.published ?? false }) },
    'GET /api/vendors/vendor-1/images': {
      body: { images: [makeImage({ caption: 'Our tent', isApproved: !over.pending })] },
    },
    'GET /api/vendors/vendor-1/products': { body: { products: [makeProduct()] } },
    'POST /api/vendors/vendor-1/profile/publish': { body: makeProfile({ isProfilePublished: true }) },
    'POST /api/vendors/vendor-1/profile/unpublish': { status: 500 },
  });
}

describe('Public Profile Preview (/vendor/profile/preview)', () => {
  it('renders the profile with pending labels and the warning banner when something waits for approval', async () => {
    api({ pending: true });
    renderApp('/vendor/profile/preview');
    expect(await screen.findByRole('heading', { name: 'Sunny Acres Farm' })).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    const booth = screen.getByRole('region', { name: 'Our Market Booth' });
    expect(within(booth).getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.getByText('12 years at the market')).toBeInTheDocument();
    for (const link of ['Edit Details', 'Manage Images', 'Manage Products']) {
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
  });

  it('shows no banner when everything is approved', async () => {
    api();
    renderApp('/vendor/profile/preview');
    expect(await screen.findByRole('heading', { name: 'Sunny Acres Farm' })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
  });

  it('publishes the profile, and the button then offers to unpublish', async () => {
    const calls = api();
    renderApp('/vendor/profile/preview');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile Published')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unpublish Profile' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/vendors/vendor-1/profile/publish')).toHaveLength(1);
  });

  it('says "Failed to unpublish profile" when unpublishing fails', async () => {
    api({ published: true });
    renderApp('/vendor/profile/preview');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Profile' }));
    expect(await screen.findByText('Failed to unpublish profile')).toBeInTheDocument();
  });
});
