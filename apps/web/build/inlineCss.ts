import type { Plugin } from 'vite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Puts the stylesheets an HTML page links into the page itself, so its static shell paints with
 * the HTML alone, before any other request returns (the visitor chat's first screen).
 */
export function inlineCss(): Plugin {
  return {
    name: 'miaoyu:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let page = html;
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link[^>]+href="[^"]*${escapeRegExp(fileName)}"[^>]*>`);
          if (!link.test(page)) continue;
          const css = typeof output.source === 'string' ? output.source : '';
          page = page.replace(link, () => `<style>${css}</style>`);
          delete bundle[fileName];
        }
        return page;
      },
    },
  };
}
