// Worker threads do not inherit the TypeScript loader the server runs under (tsx or vitest):
// the entry registers tsx, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./code.worker.ts');
export default worker.default;
