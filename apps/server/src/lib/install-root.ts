import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT_PACKAGE = 'miaoyu-ai-studio';

/**
 * The folder holding the root package.json: the checkout, or the image's app folder. Found by
 * walking up from `from`, because the same code runs at different depths from source and bundled.
 */
export function installRoot(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (
      existsSync(file) &&
      (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === ROOT_PACKAGE
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no ${ROOT_PACKAGE} package.json above ${from}`);
  }
}
