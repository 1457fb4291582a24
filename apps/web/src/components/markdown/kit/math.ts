import type { Options } from 'react-markdown';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { rehypeKatex } from './rehypeKatex';

/** KaTeX, its stylesheet and fonts: downloaded only for answers that contain math. */
export const remarkPlugins: NonNullable<Options['remarkPlugins']> = [remarkMath];
export const rehypePlugins: NonNullable<Options['rehypePlugins']> = [rehypeKatex];
