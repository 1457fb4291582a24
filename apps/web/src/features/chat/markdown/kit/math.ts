import type { Options } from 'react-markdown';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import 'katex/dist/katex.min.css';

/** KaTeX and its fonts: downloaded only for answers that contain math. */
export const remarkPlugins: NonNullable<Options['remarkPlugins']> = [remarkMath];
export const rehypePlugins: NonNullable<Options['rehypePlugins']> = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
];
