import type { Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';

/**
 * Syntax colouring with lowlight's `common` set (about 37 languages): downloaded only for
 * answers with a code block. Unknown languages stay plain instead of failing.
 */
export const rehypePlugins: NonNullable<Options['rehypePlugins']> = [
  [rehypeHighlight, { detect: false }],
];
