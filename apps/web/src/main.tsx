// Must run before any Arco code: Notification, Message and Modal need React 19's createRoot.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/theme';
import { loadErrorNotice } from '@/lib/http';
import { i18nReady } from '@/lib/i18n';
import { App } from './app/App';
import { preloadStudio } from './app/guards/StudioLoader';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

preloadStudio();
// Kept out of the first download; fetched before an error would need it, offline included.
window.addEventListener('load', () => setTimeout(() => loadErrorNotice().catch(() => {}), 3_000), {
  once: true,
});

void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
