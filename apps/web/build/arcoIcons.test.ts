import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconContext } from '@arco-design/web-react/icon/react-icon/context';
import { arcoIcon } from './arcoIconFactory';
import { compactIcon } from './arcoIcons';

const ICONS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/icon/index.es.js')),
  'react-icon',
);
const FACTORY = './arcoIconFactory';
const names = readdirSync(ICONS).filter((name) => name.startsWith('Icon'));
const source = (name: string) => readFileSync(path.join(ICONS, name, 'index.js'), 'utf8');

/** The rewritten module evaluated as the bundle would: its default export. */
function compactComponent(name: string): React.ComponentType<Record<string, unknown>> {
  const code = compactIcon(source(name), name, FACTORY);
  if (code === null) throw new Error(`${name} was not rewritten`);
  const body = code.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('React', 'arcoIcon', body)(React, arcoIcon);
}

const original = async (name: string) =>
  (
    (await import(`@arco-design/web-react/icon/react-icon/${name}/index.js`)) as {
      default: React.ComponentType<Record<string, unknown>>;
    }
  ).default;

function markup(Icon: React.ComponentType<Record<string, unknown>>, prefixCls?: string) {
  const props = { className: 'mine', spin: true, strokeWidth: 3, style: { color: 'red' } };
  const icon = React.createElement(Icon, props);
  return renderToStaticMarkup(
    prefixCls ? React.createElement(IconContext.Provider, { value: { prefixCls } }, icon) : icon,
  );
}

describe('compact Arco icons', () => {
  it('rewrites every icon Arco ships', () => {
    expect(names.length).toBeGreaterThan(250);
    expect(names.filter((name) => compactIcon(source(name), name, FACTORY) === null)).toEqual([]);
  });

  it('renders each icon exactly as Arco does: classes, spin, props over defaults, context', async () => {
    for (const name of names) {
      const [compact, arco] = [compactComponent(name), await original(name)];
      expect(markup(compact), name).toBe(markup(arco));
      expect(markup(compact, 'studio'), name).toBe(markup(arco, 'studio'));
      expect(compact.displayName).toBe(name);
      expect((compact as { defaultProps?: object }).defaultProps).toEqual({ isIcon: true });
    }
  });

  it('leaves a module of another shape alone', () => {
    expect(
      compactIcon(source('IconApps').replace('delete props.spin;', ''), 'IconApps', FACTORY),
    ).toBeNull();
    expect(compactIcon(source('IconApps'), 'IconBug', FACTORY)).toBeNull();
  });
});
