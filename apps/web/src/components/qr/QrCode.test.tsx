import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from './QrCode';
import { QrCodeButton } from './QrCodeButton';

const LINK = 'https://studio.example.com/invite/abcdefghjkmnpqrstuvw';

describe('QrCode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the link as a PNG once the encoder has loaded, and downloads it by name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { rerender } = render(<QrCode text={LINK} label="邀请链接的二维码" fileName="邀请" />);
    expect(screen.getByRole('button', { name: /下载 PNG/ })).toHaveProperty('disabled', true);
    const image = await screen.findByRole('img', { name: '邀请链接的二维码' });
    const first = image.getAttribute('src') ?? '';
    expect(first).toMatch(/^data:image\/png;base64,/);
    // A PNG of the full download size (512 × 512), whatever size it is shown at.
    const png = Buffer.from(first.split(',')[1]!, 'base64');
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);

    fireEvent.click(screen.getByRole('button', { name: /下载 PNG/ }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('邀请.png');
    expect(clicked[0]!.href).toBe(first);

    // Another link is another picture.
    rerender(<QrCode text={`${LINK}x`} label="邀请链接的二维码" fileName="邀请" />);
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: '邀请链接的二维码' }).getAttribute('src')).not.toBe(
        first,
      ),
    );
  });

  it('opens from a button in a dialog that shows the link too', async () => {
    render(<QrCodeButton text={LINK} title="邀请链接" fileName="邀请" />);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '显示「邀请链接」的二维码' }));
    expect(await screen.findByRole('img', { name: '二维码：邀请链接' })).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
  });
});
