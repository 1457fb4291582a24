import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPublicRoute } from './plugins/access';
import { DATABASE_KINDS } from '../test/databases';
import { useTestApp } from '../test/harness';

const DOC = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A documented operation: `| METHOD | \`/path\` | access | meaning |`. */
const ROW = /^\|\s*([A-Z]+)\s*\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|/;

interface Row {
  operation: string;
  access: string;
}

function documentedOperations(markdown: string): Row[] {
  return markdown
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, method, path, access]) => ({ operation: `${method} ${path}`, access: access! }));
}

/** `GET /v1/files/{code}` as the access policy names the route: `GET`, `/v1/files/:code`. */
function routeOf(operation: string): [string, string] {
  const [method, path] = operation.split(' ') as [string, string];
  return [method, path.replace(/\{(\w+)\}/g, ':$1')];
}

// The document is the same on every database: one is enough.
describe.each(DATABASE_KINDS.slice(0, 1))(
  'docs/api.md against the OpenAPI document (%s)',
  (kind) => {
    const t = useTestApp(kind);
    const rows = documentedOperations(readFileSync(DOC, 'utf8'));

    it('lists exactly the operations of the OpenAPI document, each once', async () => {
      const doc = (await t.app.inject('/docs/json')).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const served = Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => METHODS.includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
      const documented = rows.map((row) => row.operation);
      expect(served.length).toBeGreaterThan(100);
      expect({
        missing: served.filter((operation) => !documented.includes(operation)),
        extra: documented.filter((operation) => !served.includes(operation)),
        twice: documented.filter((operation, i) => documented.indexOf(operation) !== i),
      }).toEqual({ missing: [], extra: [], twice: [] });
    });

    it('marks public exactly the operations the access policy opens without sign-in', () => {
      const wrong = rows
        .filter(({ operation, access }) => {
          if (access !== 'public' && access !== 'sign-in') return true;
          return (access === 'public') !== isPublicRoute(...routeOf(operation));
        })
        .map(({ operation, access }) => `${operation}: ${access}`);
      expect(wrong).toEqual([]);
    });
  },
);
