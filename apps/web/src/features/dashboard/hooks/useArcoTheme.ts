import { useSyncExternalStore } from 'react';
import type { ArcoTheme } from '../chart/palette';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['arco-theme'] });
  return () => observer.disconnect();
}

function snapshot(): ArcoTheme {
  return document.body.getAttribute('arco-theme') === 'dark' ? 'dark' : 'light';
}

/** Arco's theme as set on <body arco-theme="dark">, re-rendering live when it switches. */
export function useArcoTheme(): ArcoTheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}
