import { render, type ComponentChild } from 'preact';
import { afterEach } from 'vitest';

// Only what a test drew goes: other files' roots (Arco's notices) live on the same page.
const drawn: HTMLElement[] = [];
afterEach(() => {
  for (const container of drawn.splice(0)) {
    render(null, container);
    container.remove();
  }
});

/** Renders into a new container on the page, removed again after the test. */
export function draw(node: ComponentChild): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  drawn.push(container);
  render(node, container);
  return container;
}
