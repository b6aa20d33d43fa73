/** `npm run dev` backend: database, API and identity from source (tsx watch restarts it). */
import { startPortal } from './portal';

const portal = await startPortal(undefined, { staticSites: false });
console.log(`API ${portal.config.apiUrl}, identity ${portal.config.issuer}, database ${portal.db}`);
const stop = () => portal.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
