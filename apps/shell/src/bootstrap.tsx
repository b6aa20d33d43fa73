import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@idea-portal/platform';
import { configureRemotes, loadRemoteModule } from './remotes/load-remote';
import { Suspense, lazy } from 'react';

async function main() {
  const config = await loadRuntimeConfig();
  configureRemotes(config.remotes);
  const Latest = lazy(async () => ({ default: (await loadRemoteModule<{ LatestIdeas: React.FC }>('ideas', 'LatestIdeas')).LatestIdeas }));
  createRoot(document.getElementById('root')!).render(
    <div>
      <h1>Shell</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Latest />
      </Suspense>
    </div>,
  );
}
void main();
