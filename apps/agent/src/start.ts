// The program `bin/li-agent.js` starts: Node's compile cache first (Node >= 22.1; a no-op on Node 20,
// off with LIONAGI_NO_COMPILE_CACHE=1, never a failure), so the bundle imported next is compiled once
// rather than at every start; then the bundle, which runs as the program (isEntry in main.ts).
import { enableCompileCache } from '@lionagi/hooks-config/compile-cache';

enableCompileCache(process.env);
await import('./main.js');
