/** Exposed as `ideas/LatestIdeas` (home page of the shell). */
import { registerIdeasTranslations } from '../i18n';
import { LatestIdeas } from '../features/latest-ideas/components/LatestIdeas';

registerIdeasTranslations();

export { LatestIdeas };
export default LatestIdeas;
