/**
 * Keeps the page the size of what is visible. Phones' on-screen keyboards shrink the visual
 * viewport but not always the layout viewport (iOS), which would hide the input under the
 * keyboard; the visual viewport's height and offset place the page above it.
 */
export function followVisualViewport(page: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const update = () => {
    page.style.height = `${Math.round(viewport.height)}px`;
    page.style.transform = viewport.offsetTop
      ? `translateY(${Math.round(viewport.offsetTop)}px)`
      : '';
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}
