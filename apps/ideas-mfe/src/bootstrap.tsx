import { createRoot } from 'react-dom/client';
import { LatestIdeas } from './widgets/latest-ideas/LatestIdeas';
createRoot(document.getElementById('root')!).render(<LatestIdeas />);
