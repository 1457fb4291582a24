import type { z } from 'zod';

/**
 * A server answer with its contract's type. The client does not parse answers a second time:
 * the server sends every answer through its route's response schema and refuses to send one
 * that does not match it. Parsing here too would bring zod into every page's first download;
 * what people type is still checked with the contracts (forms), where zod loads with the form.
 */
export const answerOf = <Schema extends z.ZodType>(answer: unknown) => answer as z.output<Schema>;
