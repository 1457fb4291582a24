import { describe, expect, it } from 'vitest';
import { attachmentKindOf, attachmentMaxBytes } from './files';

describe('files a question may carry', () => {
  it('are images by type and text files by extension', () => {
    const kinds = [
      { name: 'shot.png', type: 'image/png' },
      { name: 'notes.MD', type: '' },
      { name: 'order.csv', type: 'text/csv' },
      { name: 'page.html', type: 'text/html' },
      { name: 'photo.heic', type: 'image/heic' },
      { name: 'report.pdf', type: 'application/pdf' },
      { name: 'README', type: 'text/plain' },
    ].map(attachmentKindOf);
    expect(kinds).toEqual(['image', 'text', 'text', 'text', null, null, null]);
  });

  it('hold a text file to 2 MB and an image to 10 MB', () => {
    expect(attachmentMaxBytes('text')).toBe(2 * 1024 * 1024);
    expect(attachmentMaxBytes('image')).toBe(10 * 1024 * 1024);
  });
});
