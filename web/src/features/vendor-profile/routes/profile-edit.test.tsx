import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { makeProfile } from '../test/profile-fixtures';

describe('Vendor public profile edit (/vendor/profile/edit)', () => {
  it('says the content is public and reviewed, and shows Business Information and Contact & Social', async () => {
    mockApi({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/vendors/vendor-1': { body: makeProfile() } });
    renderApp('/vendor/profile/edit');
    expect(await screen.findByLabelText('Tagline')).toHaveValue('Heirloom tomatoes since 1998');
    expect(screen.getByText(/is public and may be reviewed by market administrators/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact & Social' })).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveValue('sunnyacres');
    expect(screen.getByLabelText(/Years at the market/)).toHaveValue('12');
  });

  it('saves with http:// added to the website and empty years sent as null, reading "Saving..." meanwhile', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1': { body: makeProfile() },
      'PATCH /api/vendors/vendor-1/profile': async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return { body: makeProfile(body as Record<string, unknown>) };
      },
    });
    renderApp('/vendor/profile/edit');
    const user = userEvent.setup();
    const website = await screen.findByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'www.sunny.example');
    await user.clear(screen.getByLabelText(/Years at the market/));
    await user.type(screen.getByLabelText('TikTok'), '@sunnyfarm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const sent = api.callsTo('PATCH', '/api/vendors/vendor-1/profile')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ website: 'http://www.sunny.example', yearsAtMarket: null, tiktok: 'sunnyfarm' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('says "Failed to update profile. Please try again." when the save fails without a reason', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1': { body: makeProfile() },
      'PATCH /api/vendors/vendor-1/profile': { status: 500 },
    });
    renderApp('/vendor/profile/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
  });

  it('shows "Access Denied" to an employee without vendor.profile.view, without asking for the profile', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.spaceRequests.view'] }) } });
    renderApp('/vendor/profile/edit');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendors/vendor-1')).toHaveLength(0);
  });

  it('lets an employee with view but not edit permission read the profile without a Save button', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser({ permissions: ['vendor.profile.view'] }) },
      'GET /api/vendors/vendor-1': { body: makeProfile() },
    });
    renderApp('/vendor/profile/edit');
    expect(await screen.findByLabelText('Tagline')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
