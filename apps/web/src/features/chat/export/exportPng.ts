/** Downloads a picture of the given conversation node as `<fileName>.png`. */
export async function exportPng(node: HTMLElement, fileName: string): Promise<void> {
  const { domToPng } = await import('modern-screenshot');
  const dataUrl = await domToPng(node, { scale: 2 });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${fileName}.png`;
  link.click();
}
