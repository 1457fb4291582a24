/**
 * Code that tries to leave the code node's sandbox (vm2's escapes, n8n CVE-2025-68613 and its
 * template-literal bypass, stack-trace tricks, dynamic import, host globals…). Each returns
 * `{ leaked }` when it runs, or fails: the sandbox's tests and its benchmark both use them.
 */
export const HOST_NAMES = JSON.stringify(
  ['process', 'require', 'module', 'exports', 'Buffer', 'global', 'setTimeout', 'setInterval']
    .concat(['setImmediate', 'fetch', 'Deno', 'Bun', 'WebAssembly', 'XMLHttpRequest', 'os', 'std'])
    .concat(['scriptArgs', 'print', '__dirname', '__filename']),
);

/** Rows of ` :: `-separated cells: a table the formatter leaves as written. */
export const table = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((row) => row.trim().split(' :: '));

/**
 * Each body returns { leaked } or fails; `isHost` spots a host's global object. A body that
 * awaits gets an async main; a cell before the body goes above main (an import).
 */
export const ESCAPES = table(`
constructor chain to process :: return { leaked: this.constructor.constructor('return process')() !== undefined }
constructor chain to the global :: return { leaked: isHost(this.constructor.constructor('return this')()) }
function constructor, this :: return { leaked: (function(){}).constructor('return this')().process !== undefined }
tagged Function, process :: return { leaked: Function\`return process\`\`\` !== undefined }
tagged Function, this :: return { leaked: isHost(Function\`return this\`\`\`) }
tagged array constructor :: return { leaked: [].constructor.constructor\`return typeof process\`\`\` !== 'undefined' }
comma-called Function :: return { leaked: isHost((0, Function)\`return globalThis\`\`\`) }
sloppy this, mainModule :: return { leaked: (function () { return this })().process?.mainModule?.require !== undefined }
AsyncFunction constructor :: return { leaked: (await Object.getPrototypeOf(async function () {}).constructor('return typeof process')()) !== 'undefined' }
GeneratorFunction constructor :: return { leaked: Object.getPrototypeOf(function* () {}).constructor('yield typeof process')().next().value !== 'undefined' }
import('fs') :: await import('fs'); return { leaked: true }
import('node:child_process') :: const cp = await import('node:child_process'); return { leaked: typeof cp.execSync === 'function' }
import of 'std' and 'os' :: await import('std'); await import('os'); return { leaked: true }
static import :: import fs from 'fs'; :: return { leaked: true }
require('fs') :: return { leaked: require('fs') !== undefined }
quickjs-libc globals :: return { leaked: typeof os !== 'undefined' || typeof std !== 'undefined' || typeof scriptArgs !== 'undefined' }
prepareStackTrace frames :: Error.prepareStackTrace = (e, frames) => frames; const stack = new Error().stack; const reached = (Array.isArray(stack) ? stack : []).flatMap((f) => { try { return [f.getThis?.(), f.getFunction?.()] } catch { return [] } }); return { leaked: reached.some(isHost) || reached.some((f) => typeof f === 'function' && isHost(f.constructor('return this')())) }
captureStackTrace :: const o = {}; Error.captureStackTrace?.(o); return { leaked: /node:|file:|\\/work\\//.test(String(o.stack)) }
host paths in a stack :: try { null.x } catch (e) { return { leaked: /node:|file:|node_modules|\\.ts\\b/.test(e.stack) } }
globalThis.process :: return { leaked: globalThis.process !== undefined }
Deno and Bun :: return { leaked: typeof Deno !== 'undefined' || typeof Bun !== 'undefined' }
fetch and XMLHttpRequest :: return { leaked: typeof fetch !== 'undefined' || typeof XMLHttpRequest !== 'undefined' }
WebAssembly :: return { leaked: typeof WebAssembly !== 'undefined' }
Atomics.wait on a SharedArrayBuffer :: const cells = new Int32Array(new SharedArrayBuffer(16)); for (;;) Atomics.wait(cells, 0, 0, 1000);
Proxy as the global prototype :: const asked = []; Object.setPrototypeOf(globalThis, new Proxy({}, { has: (t, k) => { asked.push(String(k)); return false } })); return { leaked: typeof process !== 'undefined', asked }
Proxy function reaching its caller :: const p = new Proxy(function () {}, { apply: (t, self) => self }); return { leaked: isHost(p()) || isHost(Reflect.apply(p, undefined, [])) }
Symbol.species on Array :: class Evil extends Array { static get [Symbol.species]() { return function () { return Function('return this')() } } }; return { leaked: isHost(new Evil(1, 2, 3).map((x) => x)) }
Symbol.species on Promise :: let seen; class P extends Promise { static get [Symbol.species]() { return function (run) { run((v) => { seen = v }, () => {}) } } }; P.resolve(1).then((x) => x); await null; return { leaked: isHost(seen) }
arguments.callee.caller :: const c = arguments.callee.caller; return { leaked: c != null }
eval('process') :: return { leaked: eval('process') !== undefined }
new Function('return globalThis') :: const g = new Function('return globalThis')(); return { leaked: isHost(g) || Object.getOwnPropertyNames(g).some((n) => ${HOST_NAMES}.includes(n)) }
Date and Math.random :: return { leaked: false, now: typeof Date.now(), random: Math.random() < 1 }
`).map(([name = '', ...rest]) => {
  const body = rest.pop() ?? '';
  const main = body.includes('await') ? 'async function main' : 'function main';
  const isHost = `const isHost = (g) => g != null && ${HOST_NAMES}.some((n) => { try { return g[n] !== undefined } catch { return false } });`;
  return [name, `${rest.join('\n')}\n${isHost}\n${main}(input) { ${body} }`] as const;
});
