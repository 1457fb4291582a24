import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Each of Arco's icons is its own module carrying the same Babel helpers and component body
 * (about 2.3 kB each, some fifty on a studio page); only the name, class and SVG children differ.
 * This plugin rewrites every icon module to one call of the shared factory (arcoIconFactory.ts)
 * with just those parts.
 */
const ICON_MODULE = /@arco-design\/web-react\/icon\/react-icon\/(Icon\w+)\/index\.js$/;

/** The parts of Arco's generated icon module that differ from icon to icon. */
const SHAPE =
  /-icon-([\w-]+)"\)\n {2}\}\);\n\n {2}if \(spin\) \{\n {4}props\.className = ""\.concat\(props\.className, " "\)\.concat\(prefixCls, "-icon-loading"\);\n {2}\}\n\n {2}delete props\.spin;\n {2}delete props\.isIcon;\n {2}return \/\*#__PURE__\*\/React\.createElement\("svg", _extends\((\{[^}]*\}), props\)(?:, ([\s\S]*))?\);\n\}\n\nvar (Icon\w+) = \/\*#__PURE__\*\/React\.forwardRef\(\w+Component\);\n\4\.defaultProps = \{\n {2}isIcon: true\n\};\n\4\.displayName = '\4';\nexport default \4;\n?$/;

/** The icon module as one factory call, or null when Arco's generated shape has changed. */
export function compactIcon(code: string, name: string, factory: string): string | null {
  const match = SHAPE.exec(code);
  if (!match || match[4] !== name) return null;
  const [, slug, svgProps, children = ''] = match;
  return [
    "import React from 'react';",
    `import { arcoIcon } from ${JSON.stringify(factory)};`,
    `export default /*#__PURE__*/ arcoIcon('${name}', '${slug}', ${svgProps}, function () {`,
    `  return [${children}];`,
    '});',
  ].join('\n');
}

export function arcoIcons(): Plugin {
  const factory = fileURLToPath(new URL('./arcoIconFactory.ts', import.meta.url));
  return {
    name: 'arco-compact-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const name = ICON_MODULE.exec(id)?.[1];
      if (!name) return null;
      const compact = compactIcon(code, name, factory);
      if (compact === null) {
        this.warn(`Arco's ${name} module changed shape: left as it is`);
        return null;
      }
      return { code: compact, map: null };
    },
  };
}
