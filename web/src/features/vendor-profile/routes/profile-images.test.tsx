import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { makeImage } from '../test/profile-fixtures';

const section = (name: string) => screen.getByRole('region', { name });
const fileInputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
const png = (name = 'stand.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('Manage Profile Images (/vendor/profile/images)', () => {
  it('shows logo, booth and product sections, a "Pending Approval" badge, and no upload once a maximum is reached', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/images': {
        body: {
          images: [
            makeImage({ id: 'logo', imageType: 'logo', caption: '' }),
            makeImage({ id: 'b1', caption: 'Front of the stand', isApproved: false }),
            makeImage({ id: 'b2', caption: 'Our tent' }),
          ],
        },
      },
    });
    renderApp('/vendor/profile/images');
    expect(await screen.findByRole('heading', { name: 'Logo' })).toBeInTheDocument();
    expect(within(section('Booth Photos')).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(section('Booth Photos')).getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Logo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Booth Photo' })).not.toBeInTheDocument();
    expect(within(section('Product Photos')).getByRole('button', { name: 'Upload Product Photo' })).toBeInTheDocument();
  });

  it('uploads a photo straight to storage, registers it with its caption and says it is pending approval', async () => {
    let images = [makeImage({ id: 'logo', imageType: 'logo' })];
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/images': () => ({ body: { images } }),
      'POST /api/vendors/vendor-1/images/upload-url': {
        body: {
          url: '/media-upload',
          fields: { key: 'uploads/vendor-1/abc', Policy: 'p' },
          key: 'uploads/vendor-1/abc',
        },
      },
      'POST /media-upload': { status: 204 },
      'POST /api/vendors/vendor-1/images': ({ body }) => {
        const image = makeImage({ id: 'new', caption: (body as { caption: string }).caption, isApproved: false });
        images = [...images, image];
        return { status: 201, body: image };
      },
    });
    renderApp('/vendor/profile/images');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload Booth Photo' });
    // The logo is there, so the booth section's input comes first.
    await user.upload(fileInputs()[0]!, png());
    const dialog = await screen.findByRole('dialog', { name: 'Add a caption' });
    await user.type(within(dialog).getByLabelText(/Caption/), 'Saturday setup');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/vendor-1/images/upload-url')[0]?.body).toEqual({
      imageType: 'booth',
      contentType: 'image/png',
      size: 2048,
    });
    const stored = api.callsTo('POST', '/media-upload')[0]?.init?.body as FormData;
    expect(stored.get('key')).toBe('uploads/vendor-1/abc');
    expect((stored.get('file') as File).name).toBe('stand.png');
    expect(api.callsTo('POST', '/api/vendors/vendor-1/images')[0]?.body).toEqual({
      key: 'uploads/vendor-1/abc',
      imageType: 'booth',
      caption: 'Saturday setup',
    });
    expect(await within(section('Booth Photos')).findByText('Saturday setup')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, and one over 5 MB, before anything is sent', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/images': { body: { images: [] } },
    });
    renderApp('/vendor/profile/images');
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Upload Logo' });
    await user.upload(fileInputs()[0]!, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file.')).toBeInTheDocument();
    await user.upload(fileInputs()[1]!, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image smaller than 5MB.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendors/vendor-1/images/upload-url')).toHaveLength(0);
  });

  it('shows the server’s refusal of an upload under the same title as its own check', async () => {
    mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/images': { body: { images: [] } },
      'POST /api/vendors/vendor-1/images/upload-url': {
        status: 400,
        body: { message: 'You can only have one logo. Please delete the existing logo first.' },
      },
    });
    renderApp('/vendor/profile/images');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload Logo' });
    await user.upload(fileInputs()[0]!, png('logo.png'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('You can only have one logo. Please delete the existing logo first.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Too Many Images')).toBeInTheDocument();
  });

  it('deletes an image after asking', async () => {
    let images = [makeImage({ id: 'b1', caption: 'Our tent' })];
    const api = mockApi({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/vendors/vendor-1/images': () => ({ body: { images } }),
      'DELETE /api/vendors/vendor-1/images/b1': () => {
        images = [];
        return { status: 204 };
      },
    });
    renderApp('/vendor/profile/images');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Our tent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/vendors/vendor-1/images/b1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Our tent')).not.toBeInTheDocument());
  });
});
