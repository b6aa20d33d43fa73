import { remoteConfig } from '../../tools/mf/remote-config';
import { PORTS } from '../../tools/mf/shared';

export default remoteConfig({
  name: 'ideas',
  port: PORTS.ideas,
  title: 'Ideas (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './LatestIdeas': './src/widgets/latest-ideas/LatestIdeas.tsx',
  },
});
