import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { ROUTE_MODULES, routeFiles } from './first-load-bytes';
for (const r of Object.keys(ROUTE_MODULES)) console.log(r.padEnd(16), (routeFiles as any)(r).reduce((s: number, f: string) => s + gzipSync(readFileSync(f)).length, 0));
