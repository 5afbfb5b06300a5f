import { describe, expect, it } from 'vitest';
import { checkImage, refusalTitle } from './check-image';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('checking an image before upload', () => {
  it('accepts an image of 5 MB or less while there is room', () => {
    expect(checkImage(png(5 * 1024 * 1024), 'booth', 1)).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(checkImage({ type: 'text/plain', size: 10 }, 'product', 0)).toEqual({
      title: 'Invalid File',
      message: 'Please upload an image file.',
    });
  });

  it('refuses an image over 5 MB', () => {
    expect(checkImage(png(5 * 1024 * 1024 + 1), 'product', 0)).toEqual({
      title: 'File Too Large',
      message: 'Please upload an image smaller than 5MB.',
    });
  });

  it('refuses a second logo, a third booth photo and a ninth product photo in the spec’s words', () => {
    expect(checkImage(png(), 'logo', 1)?.message).toBe(
      'You can only have one logo. Please delete the existing logo first.',
    );
    expect(checkImage(png(), 'booth', 2)?.message).toBe(
      'You can only have 2 booth photos. Please delete some existing photos first.',
    );
    expect(checkImage(png(), 'product', 8)?.message).toBe(
      'You can only have 8 product photos. Please delete some existing photos first.',
    );
  });

  it('titles the server’s refusals as the same checks made here', () => {
    expect(refusalTitle('Please upload an image file.', 'Error')).toBe('Invalid File');
    expect(refusalTitle('Please upload an image smaller than 5MB.', 'Error')).toBe('File Too Large');
    expect(refusalTitle('You can only have 8 product photos. Please delete some existing photos first.', 'Error')).toBe(
      'Too Many Images',
    );
    expect(refusalTitle('Something else', 'Error')).toBe('Error');
  });
});
