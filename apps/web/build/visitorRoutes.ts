import type { Plugin } from 'vite';

/** The paths the server answers with visitor.html (`/chat`, `/chat1`, `/setting/r/:key`). */
export const VISITOR_PATHS = /^\/(chat1?|setting\/r\/[^/?#]+)(?:[?#]|$)/;

/** The dev server answers the visitor chat's paths with visitor.html, as the server does. */
export function visitorRoutes(): Plugin {
  return {
    name: 'miaoyu:visitor-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        if (VISITOR_PATHS.test(url)) {
          const query = url.indexOf('?');
          request.url = `/visitor.html${query >= 0 ? url.slice(query) : ''}`;
        }
        next();
      });
    },
  };
}
